"""Arena."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Arena(PoolLandmark):
    """A Landmark with 6 VP per player: at the start of your Buy phase (each time it
    starts), you may discard an Action card; if you do, take 2 VP from it."""

    name = "Arena"

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        if not actions:
            return
        chosen = game.choose_card(player, "discard an Action card for Arena", actions, True)
        if chosen is not None and game.discard(player, chosen, player.hand):
            self.pay(game, player)
