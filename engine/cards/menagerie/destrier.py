"""Destrier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game


class Destrier(Vanilla):
    """+2 Cards, +1 Action. During your turns, this costs 1 coin less per card you have
    gained this turn (only the gains of the player whose turn it is count)."""

    cards = 2
    actions = 1

    def own_cost_reduction(self, game: Game) -> int:
        return len(game.current.gained_on_turn)
