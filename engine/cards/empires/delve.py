"""Delve."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Delve(CardRules):
    """An Event: +1 Buy (giving back the Buy spent on it) and gain a Silver."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        game.gain_named(player, "Silver")
