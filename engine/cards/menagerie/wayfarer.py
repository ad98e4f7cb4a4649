"""Wayfarer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance

LAST_GAINED = Note("the last card other than Wayfarer gained this turn", str, "")
"""The name of the last card, other than a Wayfarer, that anyone gained this turn."""


class Wayfarer(CardRules):
    """+3 Cards; you may gain a Silver. This costs the same as the last other card gained
    this turn (by anyone), if any: that card's cost now, reductions applying to it alone."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        if game.supply_has("Silver") and game.may(player, "gain a Silver"):
            game.gain_copy(player, "Silver")

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name != "Wayfarer":
            game.this_turn.set(LAST_GAINED, gained.name)

    def own_cost(self, game: Game) -> Cost | None:
        last = game.this_turn.get(LAST_GAINED) or _last_gained_before(game)
        return game.cost(game.catalog[last]) if last else None


def _last_gained_before(game: Game) -> str:
    """The last card other than Wayfarer that the player whose turn it is gained this turn
    before the scenario started (its ``gained`` key), or "" for none."""
    others = [name for name in game.current.gained_on_turn if name != "Wayfarer"]
    return others[-1] if others else ""
