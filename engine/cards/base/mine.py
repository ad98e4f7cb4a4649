"""Mine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mine(CardRules):
    """You may trash a Treasure from your hand, to gain a Treasure costing up to
    3 coins more to your hand. (First edition: you must trash one if you can.)"""

    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game,
            player,
            "trash a Treasure",
            lambda c: c.is_a("Treasure"),
            optional=not game.first_edition("Mine"),
        )
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(3)
        game.choose_and_gain(
            player,
            "gain a Treasure to your hand",
            lambda c: c.is_a("Treasure") and game.cost(c).at_most(limit),
            to=ZoneKind.HAND,
        )
