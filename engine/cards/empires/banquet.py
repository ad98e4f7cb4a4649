"""Banquet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Banquet(CardRules):
    """An Event: gain 2 Coppers (as many as are left) and a non-Victory card costing up
    to 5 coins."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for _ in range(2):
            game.gain_named(player, "Copper")
        fits = costs_up_to(game, up_to(5))
        game.choose_and_gain(
            player,
            "gain a non-Victory card costing up to 5 coins",
            lambda c: not c.is_a("Victory") and fits(c),
        )
