"""Navigator (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Navigator(CardRules):
    """+2 coins; look at the top 5 cards of your deck; either discard them all, or put
    them back in any order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        seen = game.look_at_top(player, 5)
        if not seen:
            return
        if game.may(player, "discard all the cards you looked at"):
            for c in seen:
                game.discard(player, c, player.revealed)
            return
        order = game.decide(OrderCards(player, "put them back, top card first", seen))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)
