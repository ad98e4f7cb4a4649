"""Altar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Altar(CardRules):
    """Trash a card from your hand. Gain a card costing up to 5 coins (even if you
    trashed nothing)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_from_hand(game, player, "trash a card")
        game.choose_and_gain(player, "gain a card", costs_up_to(game, up_to(5)))
