"""Lost in the Woods."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import State, receive_boon
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class LostInTheWoods(State):
    """At the start of your turn, you may discard a card to receive a Boon."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            chosen = g.choose_card(
                p, "discard a card to receive a Boon", p.hand.cards, optional=True
            )
            if chosen is not None and g.discard(p, chosen, p.hand):
                receive_boon(g, p)

        return StartOfTurnEffect("Lost in the Woods", None, run)
