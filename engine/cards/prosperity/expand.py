"""Expand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_and_gain_costing_more

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Expand(CardRules):
    """Trash a card from your hand; gain a card costing up to 3 coins more."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_and_gain_costing_more(game, player, 3)
