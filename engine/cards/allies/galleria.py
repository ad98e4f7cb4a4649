"""Galleria."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_exactly_coins

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Galleria(CardRules):
    """+3 coins. This turn, when you gain a card costing 3 or 4 coins (what it costs as
    it is gained), +1 Buy (for each time it was played this turn)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if costs_exactly_coins(game, gained, 3, 4):
            game.plus(player, buys=player.plays_this_turn.count("Galleria"))
