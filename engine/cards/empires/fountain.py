"""Fountain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Fountain(CardRules):
    """A Landmark: when scoring, 15 VP if you have at least 10 Coppers (no more for more)."""

    def landmark_points(self, game: Game, player: Player) -> int:
        return 15 if sum(1 for c in player.owned() if c.name == "Copper") >= 10 else 0
