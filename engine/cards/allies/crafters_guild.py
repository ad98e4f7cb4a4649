"""Crafters' Guild."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.cards.helpers import costs_up_to
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player


class CraftersGuild(Ally):
    """An Ally: at the start of your turn, you may spend 2 Favors to gain a card costing
    up to 4 coins onto your deck."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if spend_favors(g, p, 2, "gain a card costing up to 4 coins onto your deck"):
                g.choose_and_gain(
                    p,
                    "gain a card costing up to 4 coins onto your deck",
                    costs_up_to(g, up_to(4)),
                    ZoneKind.DECK,
                )

        return self.offer("Crafters' Guild", player, 2, run)
