"""Nomads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Nomads(Vanilla):
    """+1 Buy, +2 coins. When you gain or trash it, +2 coins."""

    buys, coins = 1, 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        with game.apart_from_plays():  # a triggered ability, not the play's own
            game.plus(player, coins=2)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        with game.apart_from_plays():  # a triggered ability, not the play's own
            game.plus(player, coins=2)
