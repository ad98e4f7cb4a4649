"""Bureaucracy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.values import Cost

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_NOTHING = Cost(0)


class Bureaucracy(ProphecyRules):
    """A Prophecy; once active: when a player gains a card that does not cost 0 coins
    (a Potion or Debt in its cost counts), they gain a Copper."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not game.cost(gained).same(_NOTHING):
            game.note(player, lambda: f"Bureaucracy: {player.name} gains a Copper too.")
            game.gain_named(player, "Copper")
