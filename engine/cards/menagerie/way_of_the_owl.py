"""Way of the Owl."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import draw_until_hand_holds

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheOwl(CardRules):
    """A Way: draw until you have 6 cards in hand."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        draw_until_hand_holds(game, player, 6)
