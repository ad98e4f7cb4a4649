"""Princess."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class Princess(Vanilla):
    """A Prize: +1 Buy; while it is in play, cards cost 2 coins less."""

    buys = 1

    def reduces_costs_by(self, game: Game, owner: Player, costed: CardFacts) -> int:
        return 2
