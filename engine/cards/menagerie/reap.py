"""Reap."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.cards.helpers import PlaysSetAsideNextTurn, until_next_turn_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Reap(PlaysSetAsideNextTurn):
    """An Event: gain a Gold and set it aside; if you do, play it at the start of your
    next turn."""

    label: ClassVar[str] = "Reap"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gold = game.gain_copy(player, "Gold")
        where = game.gained_where(gold) if gold is not None else None
        if gold is not None and where is not None:
            self.set_aside_until_next_turn(game, player, gold, where, self.label)


until_next_turn_key("reap", "Reap", lambda facts: facts.name == "Gold", "a Gold")
