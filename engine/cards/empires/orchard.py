"""Orchard."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Orchard(CardRules):
    """A Landmark: when scoring, 4 VP per differently named Action card you have 3 or more
    copies of."""

    def landmark_points(self, game: Game, player: Player) -> int:
        counts = Counter(c.name for c in player.owned() if c.is_a("Action"))
        return 4 * sum(1 for n in counts.values() if n >= 3)
