"""Rice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rice(CardRules):
    """+1 Buy; +1 coin per different type among the cards you have in play."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        types: set[str] = set()
        for c in player.in_play.cards:
            types |= c.types
        game.plus(player, buys=1, coins=len(types))
