"""Guildhall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Guildhall(CardRules):
    """A Project: when you gain a Treasure, +1 Coffers."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Treasure"):
            game.plus(player, coffers=1)
