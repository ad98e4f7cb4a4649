"""Gather."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_exactly_coins

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gather(CardRules):
    """An Event: gain a card costing exactly 3 coins, then one costing exactly 4, then
    one costing exactly 5."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for coins in (3, 4, 5):
            game.choose_and_gain(
                player, f"gain a card costing exactly {coins} coins", _costing(game, coins)
            )


def _costing(game: Game, coins: int) -> Callable[[CardInstance], bool]:
    return lambda c: costs_exactly_coins(game, c, coins)
