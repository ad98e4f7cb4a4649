"""Barracks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Barracks(CardRules):
    """A Project: at the start of your turn, +1 Action."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Barracks", None, lambda g, p: g.plus(p, actions=1))
