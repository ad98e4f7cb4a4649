"""Bridge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bridge(CardRules):
    """+1 Buy, +1 coin; this turn, cards cost 1 coin less."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)
        game.reduce_costs_this_turn(1)
