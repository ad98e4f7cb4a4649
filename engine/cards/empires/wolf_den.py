"""Wolf Den."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class WolfDen(CardRules):
    """A Landmark: when scoring, -3 VP per card you have exactly one copy of."""

    def landmark_points(self, game: Game, player: Player) -> int:
        return -3 * sum(1 for n in Counter(c.name for c in player.owned()).values() if n == 1)
