"""Sack of Loot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SackOfLoot(CardRules):
    """1 coin, +1 Buy; gain a Loot."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1, buys=1)
        gain_from_pile(game, player, "Loot")
