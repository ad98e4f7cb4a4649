"""Emporium."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Emporium(Vanilla):
    """+1 Card, +1 Action, +1 coin. When you gain it, if you have at least 5 Action cards
    in play, +2 VP tokens."""

    cards, actions, coins = 1, 1, 1

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if sum(1 for c in player.in_play.cards if c.is_a("Action")) >= 5:
            game.plus(player, vp_tokens=2)
