"""Mirror."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

WAITING = Note("Mirrors waiting for an Action gain", int, 0)
"""How many Mirrors bought this turn wait for the next Action card their buyer gains."""


class Mirror(CardRules):
    """An Event: +1 Buy; the next time you gain an Action card this turn, gain a copy of
    it (once for each Mirror bought before that gain)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        game.this_turn.set(WAITING, game.this_turn.get(WAITING) + 1)
        if "Mirror" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Mirror")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        copies = game.this_turn.get(WAITING)
        if not copies or not gained.is_a("Action"):
            return
        game.this_turn.set(WAITING, 0)  # the copies are not the "next" gain for later Mirrors
        for _ in range(copies):
            game.gain_named(player, gained.name)
