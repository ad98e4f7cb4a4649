"""Exploration."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Exploration(CardRules):
    """A Project: at the end of your Buy phase, if you did not buy any cards, +1 Coffers
    and +1 Villager (buying Events and Projects does not count)."""

    def held_at_end_of_buy_phase(self, game: Game, player: Player) -> None:
        if not any(not game.catalog[name].landscape for name in player.bought):
            game.plus(player, coffers=1, villagers=1)
