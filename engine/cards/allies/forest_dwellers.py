"""Forest Dwellers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.cards.helpers import discard_any_then_put_back

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player


class ForestDwellers(Ally):
    """An Ally: at the start of your turn, you may spend a Favor to look at the top 3
    cards of your deck, discard any number and put the rest back in any order."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if spend_favors(g, p, 1, "look at the top 3 cards of your deck"):
                seen = g.look_at_top(p, 3)
                discard_any_then_put_back(g, p, seen)

        return self.offer("Forest Dwellers", player, 1, run)
