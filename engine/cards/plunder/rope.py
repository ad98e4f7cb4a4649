"""Rope."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rope(CardRules):
    """A Treasure Duration: 1 coin, +1 Buy; at the start of your next turn, +1 Card and
    you may trash a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1, buys=1)
        self.wait_for_next_turn(game, player, card)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def later(g: Game, p: Player) -> None:
            g.plus(p, cards=1)
            trash_from_hand(g, p, "trash a card from your hand", optional=True)

        game.next_turn_effect(player, card, later)
        return True
