"""Academy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Academy(CardRules):
    """A Project: when you gain an Action card, +1 Villager."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Action"):
            game.plus(player, villagers=1)
