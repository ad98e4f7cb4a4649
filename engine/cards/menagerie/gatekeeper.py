"""Gatekeeper."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.helpers import LastingAttack, still_affects

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gatekeeper(LastingAttack):
    """At the start of your next turn, +3 coins. Until then, when another player gains an
    Action or Treasure card they have no Exiled copy of, they Exile it."""

    plus_coins_in_text = True
    moves_gained_card = True

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)

    def while_in_play_when_any_gains_gainer_acts(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> Callable[[], None] | None:
        if not still_affects(game, owner, card, gainer):
            return None
        if not (gained.is_a("Action") or gained.is_a("Treasure")):
            return None
        if any(c.name == gained.name for c in gainer.exile.cards):
            return None

        def exile() -> None:
            where = game.gained_where(gained)
            if where is None:
                game.note(
                    gainer,
                    lambda: (
                        f"{gained.name} has moved since it was gained; Gatekeeper cannot Exile it."
                    ),
                )
                return
            game.move(gained, where, gainer.exile, player=gainer, verb="exiles")

        return exile
