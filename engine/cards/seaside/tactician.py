"""Tactician."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tactician(CardRules):
    """If you have at least one card in hand, discard your hand, and at the start of your
    next turn, +5 Cards, +1 Action and +1 Buy."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=5, actions=1, buys=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not player.hand.cards:
            return
        for c in list(player.hand.cards):
            game.discard(player, c, player.hand)
        self.wait_for_next_turn(game, player, card)
