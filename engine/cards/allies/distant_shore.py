"""Distant Shore."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DistantShore(Vanilla):
    """+2 Cards, +1 Action. Gain an Estate (none, if the pile is empty). Worth 2 victory
    points."""

    cards, actions = 2, 1
    victory = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.gain_named(player, "Estate")
