"""Lackeys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Lackeys(CardRules):
    """+2 Cards. When you gain this, +2 Villagers."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, villagers=2)
