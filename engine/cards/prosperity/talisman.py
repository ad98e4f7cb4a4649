"""Talisman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.values import up_to

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Talisman(Treasure):
    """1 coin. While this is in play, when you buy a non-Victory card costing 4 coins or
    less, gain a copy of it (first edition)."""

    coins = 1

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if bought.landscape or "Victory" in bought.types:
            return
        if game.cost(bought).at_most(up_to(4)):
            game.gain_copy(player, bought.name)
