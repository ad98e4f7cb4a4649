"""Peddler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game


class Peddler(Vanilla):
    """+1 Card, +1 Action, +1 coin; in your Buy phase it costs 2 coins less for each
    Action card you have in play."""

    cards, actions, coins = 1, 1, 1

    def own_cost_reduction(self, game: Game) -> int:
        if game.phase != "buy":
            return 0
        return 2 * sum(1 for c in game.current.in_play.cards if c.is_a("Action"))
