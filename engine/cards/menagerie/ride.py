"""Ride."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ride(CardRules):
    """An Event: gain a Horse."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_horses(game, player, 1)
