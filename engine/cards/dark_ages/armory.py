"""Armory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Armory(CardRules):
    """Gain a card costing up to 4 coins onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(
            player, "gain a card onto your deck", costs_up_to(game, up_to(4)), to=ZoneKind.DECK
        )
