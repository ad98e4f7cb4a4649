"""Renown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Renown(CardRules):
    """A Reward: +1 Buy; this turn, cards cost 2 coins less (never below 0), wherever
    they are."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        game.reduce_costs_this_turn(2)
