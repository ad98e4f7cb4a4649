"""Poacher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Poacher(CardRules):
    """+1 Card, +1 Action, +1 coin; discard a card per empty Supply pile."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)
        count = min(game.empty_piles(), len(player.hand))
        if count:
            hand = player.hand.cards
            prompt = f"discard {count} card(s), one per empty Supply pile"
            for c in game.choose_cards(player, prompt, hand, count, count):
                game.discard(player, c, player.hand)
