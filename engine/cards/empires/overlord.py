"""Overlord."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_from_supply
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Overlord(CardRules):
    """Play a non-Command Action card from the Supply costing up to 5 coins, leaving
    it there."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        play_from_supply(
            game,
            player,
            card,
            "play a non-Command Action card costing up to 5 coins from the Supply",
            lambda c: c.is_a("Action") and not c.is_a("Command") and game.cost(c).at_most(up_to(5)),
        )
