"""Desert Guides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player


class DesertGuides(Ally):
    """An Ally: at the start of your turn, you may spend a Favor to discard your hand and
    draw 5 cards; repeat as you like."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            while spend_favors(g, p, 1, "discard your hand and draw 5 cards"):
                g.discard_each(p, list(p.hand.cards), p.hand)
                g.draw(p, 5)

        return self.offer("Desert Guides", player, 1, run)
