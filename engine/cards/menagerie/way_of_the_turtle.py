"""Way of the Turtle."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.cards.helpers import PlaysSetAsideNextTurn, until_next_turn_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheTurtle(PlaysSetAsideNextTurn):
    """A Way: set the played card aside (from play); if you did, play it at the start of
    your next turn (using no Action). The card that played it is not kept in play."""

    label: ClassVar[str] = "Way of the Turtle"

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        self.set_aside_until_next_turn(game, player, card, player.in_play, self.label)


until_next_turn_key(
    "way_of_the_turtle",
    "Way of the Turtle",
    lambda facts: "Action" in facts.types,
    "an Action card",
)
