"""Livery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Livery(CardRules):
    """+3 coins. This turn, when you gain a card costing 4 coins or more, gain a Horse."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Horse":
            return
        if game.cost(gained).at_least(up_to(4)):
            for _ in range(player.plays_this_turn.count("Livery")):
                gain_horses(game, player, 1)
