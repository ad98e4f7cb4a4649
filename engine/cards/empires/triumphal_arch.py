"""Triumphal Arch."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class TriumphalArch(CardRules):
    """A Landmark: when scoring, 3 VP per copy you have of your 2nd most common Action card
    (when two are tied for most, either one)."""

    def landmark_points(self, game: Game, player: Player) -> int:
        counts = sorted(Counter(c.name for c in player.owned() if c.is_a("Action")).values())
        return 3 * counts[-2] if len(counts) >= 2 else 0
