"""Hammer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hammer(CardRules):
    """A Loot: 3 coins; gain a card costing up to 4 coins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        game.choose_and_gain(
            player, "gain a card costing up to 4 coins", lambda c: game.cost(c).at_most(up_to(4))
        )
