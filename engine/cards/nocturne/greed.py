"""Greed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Greed(Hex):
    """Gain a Copper onto your deck."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Copper", to=ZoneKind.DECK)
