"""Peasant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Peasant(Traveller):
    """+1 Buy, +1 coin. When you discard this from play, you may exchange it for a Soldier."""

    becomes = "Soldier"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)
