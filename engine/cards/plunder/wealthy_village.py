"""Wealthy Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WealthyVillage(Vanilla):
    """+1 Card, +2 Actions. When you gain this, if you have at least 3 differently named
    Treasures in play, gain a Loot."""

    cards, actions = 1, 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if len({c.name for c in player.in_play.cards if c.is_a("Treasure")}) >= 3:
            gain_from_pile(game, player, "Loot")
