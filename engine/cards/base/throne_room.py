"""Throne Room."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ThroneRoom(CardRules):
    """You may play an Action card from your hand twice. (First edition: you must
    choose one if you can.)"""

    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        optional = not game.first_edition("Throne Room")
        play_times(game, player, card, "Action", 2, "play an Action card twice", optional)
