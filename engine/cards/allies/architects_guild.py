"""Architects' Guild."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ArchitectsGuild(Ally):
    """An Ally: when you gain a card, you may spend 2 Favors to gain a cheaper non-Victory
    card."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        limit = game.cost(gained)

        def cheaper(c: CardInstance) -> bool:
            return not c.is_a("Victory") and game.cost(c).less_than(limit)

        if not game.supply_tops(cheaper):
            return  # nothing to gain: no one would spend the Favors
        if spend_favors(game, player, 2, f"gain a non-Victory card cheaper than {gained.name}"):
            game.choose_and_gain(
                player, f"gain a non-Victory card cheaper than {gained.name}", cheaper
            )
