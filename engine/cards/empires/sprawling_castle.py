"""Sprawling Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SprawlingCastle(CardRules):
    """4 VP. When you gain it, gain a Duchy or 3 Estates."""

    victory = 4

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        mode = game.decide(ChooseMode(player, "gain a Duchy or 3 Estates", ["duchy", "estates"]))
        if mode == "duchy":
            game.gain_named(player, "Duchy")
        else:
            for _ in range(3):
                game.gain_named(player, "Estate")
