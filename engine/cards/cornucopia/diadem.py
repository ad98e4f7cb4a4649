"""Diadem."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Diadem(Treasure):
    """A Prize: worth 2 coins, plus 1 coin for each Action you have left."""

    coins = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.plus(player, coins=player.actions)
