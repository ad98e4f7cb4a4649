"""Treasure Chest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class TreasureChest(CardRules):
    """An Artifact: at the start of your Buy phase, gain a Gold."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        game.gain_named(player, "Gold")
