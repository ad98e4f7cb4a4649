"""The River's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import KeptBoon
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


SHARED = Note("The River's Gift received on another player's turn", int, 0)
"""By seat: how many cards a player who shared the Boon (Sacred Grove) draws at the end
of this turn."""


class TheRiversGift(KeptBoon):
    """+1 Card at the end of this turn (after the next hand is drawn); kept until
    Clean-up. A player who receives it on another's turn draws at the end of that turn."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if player is not game.current:
            game.this_turn.set(SHARED, game.this_turn.get(SHARED, player.seat) + 1, player.seat)

    def at_end_of_kept_turn(self, game: Game, player: Player, count: int) -> None:
        game.plus(player, cards=count)
        for other in game.others(player):
            shared = game.this_turn.get(SHARED, other.seat)
            if shared:
                game.plus(other, cards=shared)
