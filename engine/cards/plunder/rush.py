"""Rush."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

WAITING = Note("Rush waits for an Action gain", bool, False)
"""True from buying Rush until the next Action card its buyer gains this turn."""


class Rush(CardRules):
    """An Event: +1 Buy; the next time you gain an Action card this turn, play it."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        game.this_turn.set(WAITING, True)  # buying it again before a gain adds nothing
        if "Rush" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Rush")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not gained.is_a("Action") or not game.this_turn.get(WAITING):
            return
        game.this_turn.set(WAITING, False)
        where = game.gained_where(gained)
        if where is not None and where.owner is player:
            play_where_it_is(game, player, gained, where)
