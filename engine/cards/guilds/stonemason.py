"""Stonemason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import trash_from_hand
from engine.cards.overpay import Overpay

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


class Stonemason(Overpay):
    """Trash a card from your hand; gain 2 cards each costing less than it. Overpay: gain 2
    Action cards each costing exactly the amount overpaid (a Potion overpaid counts)."""

    first_edition_differs = True  # its overpay ability happened while buying

    overpays_potion = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card for Stonemason")
        if trashed is None:
            return
        for _ in range(2):  # "less than it": its cost now, at each gain (Wayfarer's changes)
            game.choose_and_gain(
                player,
                f"gain a card costing less than {trashed.name}",
                costs_less_than(game, game.cost(trashed)),
            )

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        for _ in range(2):
            game.choose_and_gain(
                player,
                f"gain an Action card costing exactly {extra.text()}",
                lambda c: c.is_a("Action") and game.cost(c).same(extra),
            )


def costs_less_than(game: Game, limit: Cost) -> Callable[[CardInstance], bool]:
    """A test for cards whose current cost is less than ``limit``."""
    return lambda c: game.cost(c).less_than(limit)
