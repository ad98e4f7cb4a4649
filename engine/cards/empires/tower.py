"""Tower."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Tower(CardRules):
    """A Landmark: when scoring, 1 VP per non-Victory card you have from an empty Supply pile
    (a pile with no cards left at all)."""

    def landmark_points(self, game: Game, player: Player) -> int:
        empty = {name for name, pile in game.supply.items() if not pile.cards}
        return sum(
            1
            for c in player.owned()
            if not c.is_a("Victory") and game.catalog.pile_of(c.name) in empty
        )
