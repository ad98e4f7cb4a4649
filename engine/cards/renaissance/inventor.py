"""Inventor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Inventor(CardRules):
    """Gain a card costing up to 4 coins, then cards cost 1 coin less this turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(player, "gain a card", costs_up_to(game, up_to(4)))
        game.reduce_costs_this_turn(1)
