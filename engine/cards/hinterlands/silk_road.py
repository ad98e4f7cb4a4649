"""Silk Road."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class SilkRoad(CardRules):
    """Worth 1 VP for every 4 Victory cards you have (rounded down)."""

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.is_a("Victory")) // 4
