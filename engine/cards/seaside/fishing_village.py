"""Fishing Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FishingVillage(Vanilla):
    """+2 Actions, +1 coin; at the start of your next turn, +1 Action and +1 coin."""

    actions, coins = 2, 1

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, actions=1, coins=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        self.wait_for_next_turn(game, player, card)
