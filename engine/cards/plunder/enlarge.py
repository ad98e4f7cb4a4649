"""Enlarge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_and_gain_costing_more

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Enlarge(CardRules):
    """Now and at the start of your next turn: trash a card from your hand, and gain one
    costing up to 2 coins more."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: trash_and_gain_costing_more(g, p, 2))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_and_gain_costing_more(game, player, 2)
        self.wait_for_next_turn(game, player, card)
