"""Hunting Grounds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HuntingGrounds(CardRules):
    """+4 Cards. When you trash this, gain a Duchy or 3 Estates."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=4)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        choice = game.decide(ChooseMode(player, "gain a Duchy or 3 Estates", ["duchy", "estates"]))
        if choice == "duchy":
            game.gain_named(player, "Duchy")
        else:
            for _ in range(3):
                game.gain_named(player, "Estate")
