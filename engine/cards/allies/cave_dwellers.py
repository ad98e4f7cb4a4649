"""Cave Dwellers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player


class CaveDwellers(Ally):
    """An Ally: at the start of your turn, you may spend a Favor to discard a card and
    then draw a card; repeat as you like."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            while spend_favors(g, p, 1, "discard a card, then draw a card"):
                if p.hand.cards:
                    chosen = g.choose_card(p, "discard a card", p.hand.cards)
                    if chosen is not None:
                        g.discard(p, chosen, p.hand)
                g.draw(p, 1)

        return self.offer("Cave Dwellers", player, 1, run)
