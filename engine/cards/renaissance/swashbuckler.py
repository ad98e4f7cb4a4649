"""Swashbuckler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Swashbuckler(CardRules):
    """+3 Cards. If your discard pile has any cards in it: +1 Coffers, then if you have
    at least 4 Coffers, take the Treasure Chest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        if player.discard.cards:
            game.plus(player, coffers=1)
            if player.coffers >= 4:
                game.take_artifact("Treasure Chest", player)
