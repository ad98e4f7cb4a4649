"""Paddock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Paddock(CardRules):
    """+2 coins. Gain two Horses. +1 Action per empty Supply pile."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        gain_horses(game, player, 2)
        game.plus(player, actions=game.empty_piles())
