"""Fleet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Fleet(CardRules):
    """A Project: after the game ends, there is an extra round of turns just for the
    players with this."""

    def held_turn_after_game_end(self, game: Game, player: Player) -> bool:
        return True
