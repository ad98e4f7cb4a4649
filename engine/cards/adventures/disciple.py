"""Disciple."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller, play_times

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Disciple(Traveller):
    """You may play an Action card from your hand twice; gain a copy of it. When you
    discard this from play, you may exchange it for a Teacher."""

    becomes = "Teacher"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        target = play_times(game, player, card, "Action", 2, "play an Action card twice")
        if target is not None:
            game.gain_copy(player, target.name)
