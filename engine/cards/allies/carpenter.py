"""Carpenter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Carpenter(CardRules):
    """If no Supply piles are empty, +1 Action and gain a card costing up to 4 coins;
    otherwise trash a card from your hand and gain a card costing up to 2 coins more."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.empty_piles():
            game.plus(player, actions=1)
            game.choose_and_gain(
                player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
            )
            return
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(
            player,
            f"gain a card costing up to 2 coins more than {trashed.name}",
            costs_up_to(game, limit),
        )
