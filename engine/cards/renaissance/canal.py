"""Canal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game


class Canal(CardRules):
    """A Project: during your turns, cards cost 1 coin less (not less than 0)."""

    def reduces_costs_on_owners_turns(self, game: Game, facts: CardFacts) -> int:
        return 1
