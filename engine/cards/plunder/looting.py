"""Looting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Looting(CardRules):
    """An Event: gain a Loot."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_from_pile(game, player, "Loot")
