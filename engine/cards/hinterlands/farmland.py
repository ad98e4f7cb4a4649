"""Farmland."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Farmland(CardRules):
    """2 VP. When you gain it, trash a card from your hand and gain a card other than a
    Farmland costing exactly 2 coins more than it. (First edition: when you buy it.)"""

    victory = 2
    changes_hand_when_gaining = True
    first_edition_differs = True

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.first_edition("Farmland"):
            self._remodel(game, player)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.first_edition("Farmland"):
            self._remodel(game, player)

    @staticmethod
    def _remodel(game: Game, player: Player) -> None:
        trashed = trash_from_hand(game, player, "trash a card from your hand")
        if trashed is None:
            return
        base = game.cost(trashed)
        game.choose_and_gain(
            player,
            "gain a card costing exactly 2 coins more",
            lambda c: c.name != "Farmland" and game.cost(c).exactly_more(base, 2),
        )
