"""Travelling Fair."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TravellingFair(CardRules):
    """An Event: +2 Buys; for the rest of this turn, when you gain a card, you may put it
    onto your deck."""

    moves_gained_card = True

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=2)
        if "Travelling Fair" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Travelling Fair")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = game.gained_where(gained)
        if where is None or where.owner is not player or where.kind == ZoneKind.DECK:
            return
        if game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
