"""Enhance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Enhance(CardRules):
    """An Event: you may trash a non-Victory card from your hand; if you do, gain a card
    costing up to 2 coins more than it."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        trashed = trash_from_hand(
            game, player, "trash a non-Victory card", lambda c: not c.is_a("Victory"), optional=True
        )
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))
