"""The River's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import KeptBoon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class TheRiversGift(KeptBoon):
    """+1 Card at the end of this turn (after the next hand is drawn); kept until
    Clean-up."""

    def at_end_of_kept_turn(self, game: Game, player: Player, count: int) -> None:
        game.plus(player, cards=count)
