"""Patron."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Patron(CardRules):
    """+1 Villager, +2 coins. When something makes you reveal this (using the word
    "reveal"), +1 Coffers."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, villagers=1, coins=2)

    def when_revealed(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=1)
