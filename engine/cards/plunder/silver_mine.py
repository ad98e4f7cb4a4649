"""Silver Mine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SilverMine(CardRules):
    """A Treasure: gain a Treasure costing less than this to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(
            player,
            "gain a Treasure costing less than Silver Mine to your hand",
            lambda c: c.is_a("Treasure") and game.cost(c).less_than(limit),
            ZoneKind.HAND,
        )
