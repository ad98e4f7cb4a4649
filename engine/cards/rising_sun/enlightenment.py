"""Enlightenment."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules, active
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_ACTION = frozenset({"Action"})


class Enlightenment(ProphecyRules):
    """A Prophecy; once active: Treasures are Actions too (for the rest of the game, in
    scoring as well), and a Treasure played in an Action phase gives +1 Card and +1
    Action instead of following its instructions (its other abilities still apply)."""

    def on_becoming_active(self, game: Game) -> None:
        given = game.given_types
        treasures = [
            name
            for name, facts in game.catalog.by_name.items()
            if not facts.landscape
            and ("Treasure" in facts.types or "Treasure" in given.get(name, ()))
            and "Action" not in facts.types
        ]
        game.give_types(treasures, _ACTION)

    def landscape_replaces_instructions(
        self, game: Game, player: Player, card: CardInstance
    ) -> Callable[[], None] | None:
        if game.phase is not Phase.ACTION or not card.is_a("Treasure"):
            return None
        if not active(game, "Enlightenment"):
            return None
        return lambda: game.plus(player, cards=1, actions=1)
