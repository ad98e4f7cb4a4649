"""Modify."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import costs_up_to, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Modify(CardRules):
    """Trash a card from your hand. Then choose one: +1 Card and +1 Action; or gain a card
    costing up to 2 coins more than the trashed card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        for mode in choose_options(game, player, card, "choose one", ["cantrip", "gain"]):
            if mode == "cantrip":
                game.plus(player, cards=1, actions=1)
            elif trashed is not None:
                limit = game.cost(trashed).plus_coins(2)
                game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))
