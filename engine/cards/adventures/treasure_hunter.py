"""Treasure Hunter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TreasureHunter(Traveller):
    """+1 Action, +1 coin; gain a Silver per card the player to your right gained in
    their last turn. When you discard this from play, you may exchange it for a Warrior."""

    becomes = "Warrior"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=1)
        right = game.players[(player.seat - 1) % len(game.players)]
        for _ in range(len(right.gained_on_turn)):
            game.gain_named(player, "Silver")
