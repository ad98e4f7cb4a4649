"""Palace."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Palace(CardRules):
    """A Landmark: when scoring, 3 VP per set of Copper, Silver and Gold you have."""

    def landmark_points(self, game: Game, player: Player) -> int:
        counts = Counter(c.name for c in player.owned())
        return 3 * min(counts["Copper"], counts["Silver"], counts["Gold"])
