"""Capital City."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

PRICE = 2
"""The coins paid for +2 Cards, and the cards discarded for +2 coins."""


class CapitalCity(CardRules):
    """+1 Card, +2 Actions. You may discard 2 cards for +2 coins (only if 2 were
    discarded). You may pay 2 coins (from any source) for +2 Cards."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        if player.hand.cards and game.may(player, "discard 2 cards for +2 coins"):
            count = min(PRICE, len(player.hand))
            chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, count, count)
            game.discard_each(player, chosen, player.hand)
            if sum(1 for c in chosen if c.zone is player.discard) == PRICE:
                game.plus(player, coins=2)
        if player.coins >= PRICE and game.may(player, "pay 2 coins for +2 Cards"):
            game.plus(player, coins=-PRICE)  # a payment: Way of the Chameleon leaves it
            game.plus(player, cards=2)
