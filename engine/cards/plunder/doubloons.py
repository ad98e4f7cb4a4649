"""Doubloons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Doubloons(Treasure):
    """A Loot: 3 coins. When you gain this, gain a Gold."""

    coins = 3

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
