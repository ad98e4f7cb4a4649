"""Craftsman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Craftsman(CardRules):
    """+2 Debt; gain a card costing up to 5 coins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, debt=2)
        game.choose_and_gain(
            player, "gain a card costing up to 5 coins", costs_up_to(game, up_to(5))
        )
