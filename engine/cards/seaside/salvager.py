"""Salvager."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Salvager(CardRules):
    """+1 Buy; trash a card from your hand; +coins equal to its cost."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        trashed = trash_from_hand(game, player, "trash a card for coins equal to its cost")
        if trashed is not None:
            game.plus(player, coins=game.cost(trashed).coins)
