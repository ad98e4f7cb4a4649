"""Bargain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bargain(CardRules):
    """An Event: gain a non-Victory card costing up to 5 coins; each other player gains
    a Horse."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.choose_and_gain(
            player,
            "gain a non-Victory card costing up to 5 coins",
            lambda c: not c.is_a("Victory") and game.cost(c).at_most(up_to(5)),
        )
        for other in game.others(player):
            gain_horses(game, other, 1)
