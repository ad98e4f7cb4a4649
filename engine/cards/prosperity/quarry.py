"""Quarry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class Quarry(Treasure):
    """1 coin. While this is in play, Action cards cost 2 coins less."""

    coins = 1

    def reduces_costs_by(self, game: Game, owner: Player, costed: CardFacts) -> int:
        return 2 if "Action" in costed.types else 0
