"""Basilica."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class Basilica(PoolLandmark):
    """A Landmark with 6 VP per player: when you buy a card (not an Event), if you have
    2 coins or more left, take 2 VP from it."""

    name = "Basilica"

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        if not bought.landscape and player.coins >= 2:
            self.pay(game, player)
