"""Deliver."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

BOUGHT = Note("Deliver bought this turn", bool, False)
"""True once Deliver has been bought this turn (a second buy adds nothing)."""


class Deliver(CardRules):
    """An Event: +1 Buy; this turn, each card you gain is set aside, and put into your
    hand at the end of the turn (after the next hand is drawn)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        game.this_turn.set(BOUGHT, True)
        if "Deliver" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Deliver")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not game.this_turn.get(BOUGHT):
            return
        where = game.gained_where(gained)
        if where is not None and where.owner is player:
            game.set_aside(player, gained, where, "Deliver")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        zone = player.set_aside.get("Deliver")
        if zone is not None:
            game.move_each(list(zone.cards), zone, player.hand, player=player, verb="puts")
