"""Fisherman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game


class Fisherman(Vanilla):
    """+1 Card, +1 Action, +1 coin; on your turns it costs 3 coins less while your
    discard pile is empty."""

    cards, actions, coins = 1, 1, 1

    def own_cost_reduction(self, game: Game) -> int:
        return 0 if game.current.discard.cards else 3
