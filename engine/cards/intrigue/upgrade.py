"""Upgrade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Upgrade(CardRules):
    """+1 Card, +1 Action. Trash a card from your hand; gain a card costing exactly
    1 coin more than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        cost = game.cost(trashed)
        game.choose_and_gain(
            player,
            "gain a card costing exactly 1 more",
            lambda c: game.cost(c).exactly_more(cost, 1),
        )
