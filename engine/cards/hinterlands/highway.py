"""Highway."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class Highway(Vanilla):
    """+1 Card, +1 Action; while this is in play, cards cost 1 coin less."""

    cards, actions = 1, 1

    def reduces_costs_by(self, game: Game, owner: Player, costed: CardFacts) -> int:
        return 1
