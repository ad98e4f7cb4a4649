"""Bandit Fort."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class BanditFort(CardRules):
    """A Landmark: when scoring, -2 VP for each Silver and each Gold you have."""

    def landmark_points(self, game: Game, player: Player) -> int:
        return -2 * sum(1 for c in player.owned() if c.name in ("Silver", "Gold"))
