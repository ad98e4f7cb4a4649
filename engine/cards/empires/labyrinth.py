"""Labyrinth."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Labyrinth(PoolLandmark):
    """A Landmark with 6 VP per player: when you gain your 2nd card in one of your
    turns, take 2 VP from it (once a turn: later gains give nothing)."""

    name = "Labyrinth"

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if player is game.current and len(player.gained_on_turn) == 2:
            self.pay(game, player)
