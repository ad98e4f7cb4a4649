"""Tanuki."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tanuki(Shadow):
    """Trash a card from your hand; gain a card costing up to 2 coins more. (A Shadow.)"""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))
