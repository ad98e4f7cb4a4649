"""Remake."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


class Remake(CardRules):
    """Do this twice: trash a card from your hand, then gain a card costing exactly 1
    coin more than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(2):
            trashed = trash_from_hand(game, player, "trash a card")
            if trashed is None:
                return
            self._gain_one_more(game, player, game.cost(trashed))

    @staticmethod
    def _gain_one_more(game: Game, player: Player, cost: Cost) -> None:
        game.choose_and_gain(
            player,
            f"gain a card costing exactly {cost.coins + 1} coins",
            lambda c: game.cost(c).exactly_more(cost, 1),
        )
