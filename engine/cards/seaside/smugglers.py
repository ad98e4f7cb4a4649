"""Smugglers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Smugglers(CardRules):
    """Gain a copy of a card costing up to 6 coins that the player to your right gained
    on their last turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        right = game.players[(player.seat - 1) % len(game.players)]
        if right is player:
            return
        names = set(right.gained_on_turn)
        choice = game.choose_from_supply(
            player,
            f"gain a copy of a card {right.name} gained on their last turn",
            lambda c: c.name in names and game.cost(c).at_most(up_to(6)),
        )
        if choice is not None:
            game.gain_copy(player, choice.name)
