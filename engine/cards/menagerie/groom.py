"""Groom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, gain_horses
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Groom(CardRules):
    """Gain a card costing up to 4 coins: for an Action, also gain a Horse; for a
    Treasure, a Silver; for a Victory card, +1 Card and +1 Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = game.choose_and_gain(
            player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
        )
        if gained is None:
            return
        if gained.is_a("Action"):
            gain_horses(game, player, 1)
        if gained.is_a("Treasure"):
            game.gain_named(player, "Silver")
        if gained.is_a("Victory"):
            game.plus(player, cards=1, actions=1)
