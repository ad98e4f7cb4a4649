"""Sextant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sextant(CardRules):
    """A Loot: 3 coins, +1 Buy; look at the top 5 cards of your deck, discard any number
    of them, and put the rest back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
        seen = game.look_at_top(player, 5)
        if not seen:
            return
        for c in game.choose_cards(player, "discard any number of them", seen, 0, len(seen)):
            game.discard(player, c, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        order = game.decide(OrderCards(player, "put them back, top card first", rest))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)
