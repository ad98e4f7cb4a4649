"""Desperation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Desperation(CardRules):
    """An Event, once per turn: you may gain a Curse; if you do, +1 Buy and +2 coins."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Desperation" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        wants = game.may(player, "gain a Curse for +1 Buy and +2 coins")
        if wants and game.gain_named(player, "Curse") is not None:
            game.plus(player, buys=1, coins=2)
