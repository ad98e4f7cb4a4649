"""Museum."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Museum(CardRules):
    """A Landmark: when scoring, 2 VP per differently named card you have."""

    def landmark_points(self, game: Game, player: Player) -> int:
        return 2 * len({c.name for c in player.owned()})
