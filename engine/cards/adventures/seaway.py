"""Seaway."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import PileToken, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Seaway(CardRules):
    """An Event: gain an Action card costing up to 4 coins; move your +1 Buy token to its
    pile."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        limit = up_to(4)
        gained = game.choose_and_gain(
            player,
            "gain an Action card costing up to 4",
            lambda c: c.is_a("Action") and game.cost(c).at_most(limit),
        )
        if gained is not None:
            game.move_pile_token(player, PileToken.BUY, game.catalog.pile_of(gained.name))
