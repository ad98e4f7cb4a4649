"""Stockpile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stockpile(Treasure):
    """Worth 3 coins and +1 Buy; when you play it, Exile it (from play, if it is still
    there)."""

    coins = 3

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.plus(player, buys=1)
        game.move(card, player.in_play, player.exile, verb="exiles")
