"""Road Network."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoadNetwork(CardRules):
    """A Project: when another player gains a Victory card, +1 Card."""

    def held_when_another_gains(
        self, game: Game, holder: Player, gainer: Player, gained: CardInstance
    ) -> None:
        if gained.is_a("Victory"):
            game.plus(holder, cards=1)
