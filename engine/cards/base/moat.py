"""Moat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Moat(Vanilla):
    """+2 Cards. When another player plays an Attack, you may reveal this from your
    hand to be unaffected by it."""

    cards = 2

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"reveal Moat to be unaffected by {attack.name}"):
            game.reveal(player, reactor)
            return True
        return False
