"""Island Folk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.state_keys import extra_turn_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class IslandFolk(Ally):
    """An Ally: at the end of your turn, if the previous turn wasn't yours, you may spend
    5 Favors to take another turn. It never gives a third turn in a row, so it offers
    nothing either while another extra turn of yours is waiting (an Outpost's)."""

    def after_each_turn(self, game: Game, player: Player) -> None:
        if game.previous_turn is player or game.is_over():
            return
        if any(turn.player is player for turn in game.extra_turns):
            return  # that turn comes next: this one would be a third in a row
        if spend_favors(game, player, 5, "take another turn"):
            game.take_extra_turn(player, label="Island Folk")


extra_turn_card("Island Folk")
