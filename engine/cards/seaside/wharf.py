"""Wharf."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Wharf(CardRules):
    """Now and at the start of your next turn: +2 Cards, +1 Buy."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2, buys=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, buys=1)
        self.wait_for_next_turn(game, player, card)
