"""Supplies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Supplies(Treasure):
    """Worth 1 coin; when you play it, gain a Horse onto your deck."""

    coins = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.gain_named(player, "Horse", to=ZoneKind.DECK)
