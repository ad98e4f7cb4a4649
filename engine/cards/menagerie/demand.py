"""Demand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, gain_horses
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Demand(CardRules):
    """An Event: gain a Horse and a card costing up to 4 coins, both onto your deck."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_horses(game, player, 1, to=ZoneKind.DECK)
        game.choose_and_gain(
            player,
            "gain a card costing up to 4 coins onto your deck",
            costs_up_to(game, up_to(4)),
            ZoneKind.DECK,
        )
