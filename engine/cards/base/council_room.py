"""Council Room."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CouncilRoom(CardRules):
    """+4 Cards, +1 Buy; each other player draws a card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=4, buys=1)
        for other in game.others(player):
            game.draw(other, 1)
