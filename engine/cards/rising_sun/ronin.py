"""Ronin."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import draw_until_hand_holds
from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ronin(Shadow):
    """Draw, one card at a time, until you have 7 cards in hand. (A Shadow.)"""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        draw_until_hand_holds(game, player, 7)
