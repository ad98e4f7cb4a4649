"""Gardens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Gardens(CardRules):
    """Worth 1 victory point per 10 cards you have (rounded down)."""

    def victory_points(self, game: Game, player: Player) -> int:
        return len(player.owned()) // 10
