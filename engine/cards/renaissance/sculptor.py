"""Sculptor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sculptor(CardRules):
    """Gain a card to your hand costing up to 4 coins. If it is a Treasure, +1 Villager."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = game.choose_and_gain(
            player, "gain a card to your hand", costs_up_to(game, up_to(4)), ZoneKind.HAND
        )
        if gained is not None and gained.is_a("Treasure"):
            game.plus(player, villagers=1)
