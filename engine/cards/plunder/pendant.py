"""Pendant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import differently_named

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pendant(CardRules):
    """+1 coin per differently named Treasure you have in play (itself included)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.in_play.cards if c.is_a("Treasure")]
        game.plus(player, coins=differently_named(treasures))
