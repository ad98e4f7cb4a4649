"""Ronin."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ronin(Shadow):
    """Draw, one card at a time, until you have 7 cards in hand. (A Shadow.)"""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        with game.one_draw():  # (one draw: Avoid)
            while len(player.hand) < 7 and game.draw(player, 1):
                pass
