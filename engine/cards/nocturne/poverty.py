"""Poverty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Poverty(Hex):
    """Discard down to 3 cards in hand."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        discard_down_to(game, player, 3)
