"""Demesne."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Demesne(CardRules):
    """A Reward: +2 Actions, +2 Buys, gain a Gold. Worth 1 victory point per Gold you
    have."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2, buys=2)
        game.gain_named(player, "Gold")

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.name == "Gold")
