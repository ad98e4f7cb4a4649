"""King's Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.empires._castles import castles_of

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class KingSCastle(CardRules):
    """Worth 2 VP for each Castle you have (itself included)."""

    def victory_points(self, game: Game, player: Player) -> int:
        return 2 * castles_of(player)
