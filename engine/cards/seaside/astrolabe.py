"""Astrolabe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Astrolabe(Treasure):
    """1 coin, +1 Buy; at the start of your next turn, 1 coin and +1 Buy."""

    coins = 1

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=1, buys=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1, buys=1)
        self.wait_for_next_turn(game, player, card)
