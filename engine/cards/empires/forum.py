"""Forum."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Forum(CardRules):
    """+3 Cards, +1 Action, discard 2 cards. When you buy it, +1 Buy."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3, actions=1)
        count = min(2, len(player.hand.cards))
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, count, count):
            game.discard(player, c, player.hand)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
