"""Mountain Folk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player


class MountainFolk(Ally):
    """An Ally: at the start of your turn, you may spend 5 Favors for +3 Cards."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if spend_favors(g, p, 5, "draw 3 cards"):
                g.plus(p, cards=3)

        return self.offer("Mountain Folk", player, 5, run)
