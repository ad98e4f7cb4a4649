"""Grand Market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class GrandMarket(Vanilla):
    """+1 Card, +1 Action, +1 Buy, +2 coins. You cannot buy it while you have a Copper
    in play."""

    cards, actions, buys, coins = 1, 1, 1, 2

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return any(c.name == "Copper" for c in player.in_play.cards)
