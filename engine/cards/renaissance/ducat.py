"""Ducat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ducat(CardRules):
    """A Treasure: +1 Coffers, +1 Buy. When you gain this, you may trash a Copper from
    your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=1, buys=1)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_from_hand(game, player, "trash a Copper", lambda c: c.name == "Copper", optional=True)
