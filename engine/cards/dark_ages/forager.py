"""Forager."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import differently_named, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Forager(CardRules):
    """+1 Action, +1 Buy. Trash a card from your hand, then +1 coin per differently
    named Treasure in the trash."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, buys=1)
        trash_from_hand(game, player, "trash a card")
        coins = differently_named(c for c in game.trash.cards if c.is_a("Treasure"))
        if coins:
            game.plus(player, coins=coins)
