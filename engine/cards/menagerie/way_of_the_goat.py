"""Way of the Goat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheGoat(CardRules):
    """A Way: trash a card from your hand."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_from_hand(game, player, "trash a card from your hand")
