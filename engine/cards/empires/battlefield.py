"""Battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Battlefield(PoolLandmark):
    """A Landmark with 6 VP per player: when you gain a Victory card, bought or not,
    take 2 VP from it."""

    name = "Battlefield"

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Victory"):
            self.pay(game, player)
