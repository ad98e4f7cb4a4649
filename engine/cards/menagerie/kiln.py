"""Kiln."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

WAITING = Note("Kiln plays waiting for the next card played", int, 0)
"""How many Kiln plays this turn wait for the current player's next card play."""


class Kiln(CardRules):
    """+2 coins. The next time you play a card this turn, you may first gain a copy of it
    (from the Supply), before anything of that card resolves."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if player is game.current:
            game.this_turn.set(WAITING, game.this_turn.get(WAITING) + 1)

    def before_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        waiting = game.this_turn.get(WAITING)
        if not waiting or player is not game.current:
            return
        game.this_turn.set(WAITING, 0)
        for _ in range(waiting):
            if game.supply_has(played.name) and game.may(
                player, f"gain a copy of {played.name} for Kiln"
            ):
                game.gain_copy(player, played.name)
