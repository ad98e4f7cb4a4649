"""Silk Merchant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SilkMerchant(CardRules):
    """+2 Cards, +1 Buy. When you gain or trash this, +1 Coffers and +1 Villager."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, buys=1)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=1, villagers=1)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=1, villagers=1)
