"""Capitalism."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game

_TREASURE = frozenset({"Treasure"})


class Capitalism(CardRules):
    """A Project: during your turns, Action cards with +coins amounts in their text are
    also Treasures."""

    def types_on_owners_turns(self, game: Game, facts: CardFacts) -> frozenset[str]:
        rules = game.rules.get(facts.name)
        if "Action" in facts.types and rules is not None and rules.plus_coins_in_text:
            return _TREASURE
        return frozenset()
