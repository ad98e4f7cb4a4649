"""Baths."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Baths(PoolLandmark):
    """A Landmark with 6 VP per player: when you end your turn without having gained a
    card (in any way) in it, take 2 VP from it."""

    name = "Baths"

    def after_each_turn(self, game: Game, player: Player) -> None:
        if not player.gained_on_turn:
            self.pay(game, player)
