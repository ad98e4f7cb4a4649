"""Cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game


class Cheap(Trait):
    """A Trait: the cards from its pile cost 1 coin less, all game."""

    def reduces_costs_in_game(self, game: Game, facts: CardFacts) -> int:
        return 1 if self.marks(game, facts) else 0
