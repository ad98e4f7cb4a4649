"""Growth."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Growth(ProphecyRules):
    """A Prophecy; once active: when a player gains a Treasure, they gain a card
    costing less than it."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not gained.is_a("Treasure"):
            return
        cost = game.cost(gained)
        game.note(player, lambda: f"Growth: {player.name} gains a card cheaper than {gained.name}.")
        game.choose_and_gain(
            player,
            f"gain a card costing less than {gained.name}",
            lambda c: game.cost(c).less_than(cost),
        )
