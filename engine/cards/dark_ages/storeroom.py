"""Storeroom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Storeroom(CardRules):
    """+1 Buy. Discard any number of cards, then draw that many. Then discard any number
    of cards for +1 coin each."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        hand = player.hand.cards
        first = game.choose_cards(player, "discard to draw", hand, 0, len(hand))
        if first:
            game.discard_each(player, first, player.hand)
            game.plus(player, cards=len(first))
        hand = player.hand.cards
        second = game.choose_cards(player, "discard for coins", hand, 0, len(hand))
        if second:
            game.discard_each(player, second, player.hand)
            game.plus(player, coins=len(second))
