"""Lost City."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class LostCity(CardRules):
    """+2 Cards, +2 Actions. When you gain this, each other player draws a card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for other in game.others(player):
            game.draw(other, 1)
