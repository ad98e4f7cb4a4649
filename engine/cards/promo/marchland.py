"""Marchland."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Marchland(CardRules):
    """Worth 1 victory point per 3 Victory cards you have (round down). When you gain
    it, +1 Buy, and discard any number of cards for +1 coin each."""

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard cards for +1 coin each", hand, 0, len(hand))
        for c in chosen:
            if game.discard(player, c, player.hand):
                with game.apart_from_plays():  # the gained card's, not a play's
                    game.plus(player, coins=1)

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.is_a("Victory")) // 3
