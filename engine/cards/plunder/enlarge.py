"""Enlarge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _remodel(game: Game, player: Player) -> None:
    """Trash a card from hand and gain one costing up to 2 coins more."""
    trashed = trash_from_hand(game, player, "trash a card")
    if trashed is not None:
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))


class Enlarge(CardRules):
    """Now and at the start of your next turn: trash a card from your hand, and gain one
    costing up to 2 coins more."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, _remodel)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        _remodel(game, player)
        self.wait_for_next_turn(game, player, card)
