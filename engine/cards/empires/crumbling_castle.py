"""Crumbling Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CrumblingCastle(CardRules):
    """1 VP. When you gain or trash it, +1 VP token and gain a Silver."""

    victory = 1

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, vp_tokens=1)
        game.gain_named(player, "Silver")

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        self.on_gain(game, player, card)
