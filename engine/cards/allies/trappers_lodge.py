"""Trappers' Lodge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TrappersLodge(Ally):
    """An Ally: when you gain a card, you may spend a Favor to put it onto your deck."""

    moves_gained_card = True

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = game.gained_where(gained)
        if where is None or where.kind == ZoneKind.DECK:
            return  # it has moved on already, or is on the deck
        if spend_favors(game, player, 1, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
