"""Bag of Gold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BagOfGold(Vanilla):
    """A Prize: +1 Action, and gain a Gold onto your deck."""

    actions = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.gain_named(player, "Gold", to=ZoneKind.DECK)
