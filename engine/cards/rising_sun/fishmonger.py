"""Fishmonger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fishmonger(Shadow):
    """+1 Buy, +1 coin. (A Shadow.)"""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)
