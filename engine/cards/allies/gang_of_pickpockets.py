"""Gang of Pickpockets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.cards.helpers import discard_down_to
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class GangOfPickpockets(Ally):
    """An Ally: at the start of your turn, discard down to 4 cards in hand unless you
    spend a Favor."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if len(p.hand) <= 4:
                return
            if not spend_favors(g, p, 1, "keep your whole hand"):
                discard_down_to(g, p, 4)

        return StartOfTurnEffect("Gang of Pickpockets", None, run)
