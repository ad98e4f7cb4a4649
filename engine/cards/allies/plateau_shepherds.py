"""Plateau Shepherds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally
from engine.cards.helpers import costs_exactly_coins

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class PlateauShepherds(Ally):
    """An Ally: when scoring, each Favor paired with a card you have costing 2 coins is
    worth 2 VP."""

    def landmark_points(self, game: Game, player: Player) -> int:
        twos = sum(1 for c in player.owned() if costs_exactly_coins(game, c, 2))
        return 2 * min(twos, player.favors)
