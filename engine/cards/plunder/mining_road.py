"""Mining Road."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import play_where_it_is
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

USES = Note("Mining Road plays of gained Treasures this turn", int, 0)
"""How many gained Treasures Mining Roads have played this turn."""


class MiningRoad(Vanilla):
    """+1 Action, +1 Buy, +2 coins. Once this turn, when you gain a Treasure, you may play
    it (once more for each Mining Road played this turn)."""

    actions, buys, coins = 1, 1, 2

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        uses = game.this_turn.get(USES)
        if not gained.is_a("Treasure") or uses >= player.plays_this_turn.count("Mining Road"):
            return
        where = game.gained_where(gained)
        if where is None or not game.may(player, f"play the {gained.name} you gained"):
            return
        game.this_turn.set(USES, uses + 1)
        play_where_it_is(game, player, gained, where)
