"""Way of the Squirrel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SQUIRRELS = Note("Way of the Squirrel's draws at the end of this turn", tuple, tuple[str, ...]())
"""A player's name for each +2 Cards Way of the Squirrel gives them at the end of this
turn (whose ever turn it is)."""

CARDS = 2
"""What each use of Way of the Squirrel draws at the end of the turn."""


class WayOfTheSquirrel(CardRules):
    """A Way: +2 Cards at the end of this turn (after the Clean-up draw; on another
    player's turn, at the end of that turn)."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.this_turn.set(SQUIRRELS, (*game.this_turn.get(SQUIRRELS), player.name))

    def after_each_turn(self, game: Game, player: Player) -> None:
        waiting = game.this_turn.get(SQUIRRELS)
        if not waiting:
            return
        game.this_turn.set(SQUIRRELS, ())
        for drawer in [player, *game.others(player)]:
            count = waiting.count(drawer.name)
            if count:
                _draw(game, drawer, CARDS * count)


def _draw(game: Game, drawer: Player, cards: int) -> None:
    game.note(drawer, lambda: f"{drawer.name} draws {cards} for Way of the Squirrel.")
    game.plus(drawer, cards=cards)
