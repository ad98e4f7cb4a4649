"""Cache."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cache(Treasure):
    """Worth 3 coins. When you gain it, gain two Coppers."""

    coins = 3

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(2):
            game.gain_named(player, "Copper")
