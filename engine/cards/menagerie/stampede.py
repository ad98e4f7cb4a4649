"""Stampede."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stampede(CardRules):
    """An Event: if you have five or fewer cards in play, gain five Horses onto your deck."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if len(player.in_play) <= 5:
            gain_horses(game, player, 5, to=ZoneKind.DECK)
