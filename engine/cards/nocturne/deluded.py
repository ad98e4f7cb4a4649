"""Deluded."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import State, return_state

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Deluded(State):
    """At the start of your Buy phase, return this; you cannot buy Action cards this
    turn."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        if return_state(game, player, "Deluded"):
            player.lasting_this_turn.append("Deluded")

    def forbids_buying_this_turn(self, game: Game, player: Player, name: str) -> bool:
        return "Action" in game.catalog[name].types | game.given_types.get(name, frozenset())
