"""Vineyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Vineyard(CardRules):
    """Worth 1 victory point per three Action cards you have (rounded down)."""

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.is_a("Action")) // 3
