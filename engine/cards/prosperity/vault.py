"""Vault."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Vault(CardRules):
    """+2 Cards. Discard any number of cards for +1 coin each. Each other player may
    discard 2 cards; if they do, they draw a card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard any number for 1 coin each", hand, 0, len(hand))
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        game.plus(player, coins=discarded)
        for other in game.others(player):
            if not other.hand.cards or not game.may(other, "discard 2 cards to draw 1"):
                continue
            pair = game.choose_cards(other, "discard 2 cards", other.hand.cards, 2, 2)
            if sum(1 for c in pair if game.discard(other, c, other.hand)) == 2:
                game.draw(other, 1)
