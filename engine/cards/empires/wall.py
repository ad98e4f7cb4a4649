"""Wall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Wall(CardRules):
    """A Landmark: when scoring, -1 VP per card you have after the first 15."""

    def landmark_points(self, game: Game, player: Player) -> int:
        return -max(0, len(player.owned()) - 15)
