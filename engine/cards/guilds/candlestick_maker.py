"""Candlestick Maker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CandlestickMaker(CardRules):
    """+1 Action, +1 Buy, +1 Coffers."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, buys=1, coffers=1)
