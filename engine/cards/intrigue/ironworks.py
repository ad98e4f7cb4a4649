"""Ironworks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ironworks(CardRules):
    """Gain a card costing up to 4 coins. If it is an Action, +1 Action; a Treasure,
    +1 coin; a Victory card, +1 Card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = game.choose_and_gain(player, "gain a card", costs_up_to(game, up_to(4)))
        if gained is None:
            return
        game.plus(
            player,
            actions=1 if gained.is_a("Action") else 0,
            coins=1 if gained.is_a("Treasure") else 0,
        )
        if gained.is_a("Victory"):
            game.plus(player, cards=1)
