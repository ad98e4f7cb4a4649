"""Allies and Favors, shared by every Ally and Liaison.

A game with a Liaison uses one Ally, a landscape named in the scenario's ``events``;
every player has it (:meth:`engine.game.Game.holdings`), so its abilities are the hooks
of what a player holds. Favors are the player counter ``favors`` (``game.plus``). A game
played from its start (``starting_decks``) gives each player 1 Favor at set-up.
Spending Favors is always optional, and once per trigger unless the Ally says to
repeat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.game import Game
    from engine.player import Player

__all__ = ["STARTING_FAVORS", "Ally", "spend_favors"]

STARTING_FAVORS = 1
"""The Favors each player starts a game with when an Ally is in it."""


class Ally(CardRules):
    """An Ally: set-up gives each player their starting Favor, in a game played from
    its start (a position written mid-game has the Favors it writes, 0 by default)."""

    def at_setup(self, game: Game) -> None:
        if not game.from_the_start:
            return
        for p in game.players:
            game.plus(p, favors=STARTING_FAVORS)

    @staticmethod
    def offer(
        name: str, player: Player, needs: int, run: Callable[[Game, Player], None]
    ) -> StartOfTurnEffect | None:
        """The start-of-turn effect of the Ally ``name``, offered only to a player with at
        least ``needs`` Favors (one who could not spend them has nothing to order)."""
        if player.favors < needs:
            return None
        return StartOfTurnEffect(name, None, run)


def spend_favors(game: Game, player: Player, amount: int, prompt: str) -> bool:
    """Ask ``player``, if they have ``amount`` Favors, whether to spend them to
    ``prompt``; spend them and return True if they do."""
    if amount < 1 or player.favors < amount:
        return False
    word = "a Favor" if amount == 1 else f"{amount} Favors"
    if not game.may(player, f"spend {word} to {prompt}"):
        return False
    game.plus(player, favors=-amount)
    ally = game.allies[0] if game.allies else "the Ally"
    game.note(player, lambda: f"{player.name} spends {word} on {ally}.")
    return True
