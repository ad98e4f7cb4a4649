"""Junk Dealer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class JunkDealer(CardRules):
    """+1 Card, +1 Action, +1 coin. Trash a card from your hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)
        trash_from_hand(game, player, "trash a card")
