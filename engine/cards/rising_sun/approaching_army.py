"""Approaching Army."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.values import EventType

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ApproachingArmy(ProphecyRules):
    """A Prophecy (its set-up adds an Attack Kingdom pile: the scenario's ``kingdom``
    names it); once active: after a player plays an Attack card, +1 coin."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.is_a("Attack"):
            game.emit(
                EventType.NOTE,
                lambda: f"Approaching Army gives {player.name} +1 coin for {played.name}.",
                player,
                "Approaching Army",
            )
            with game.apart_from_plays():  # a triggered ability, not the play's own
                game.plus(player, coins=1)
