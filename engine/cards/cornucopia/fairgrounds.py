"""Fairgrounds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import differently_named

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Fairgrounds(CardRules):
    """Worth 2 victory points per five differently named cards you have (rounded down)."""

    def victory_points(self, game: Game, player: Player) -> int:
        return 2 * (differently_named(player.owned()) // 5)
