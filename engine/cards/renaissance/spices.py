"""Spices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Spices(CardRules):
    """A Treasure: 2 coins, +1 Buy. When you gain this, +2 Coffers."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2, buys=1)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=2)
