"""Villa."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Villa(Vanilla):
    """+2 Actions, +1 Buy, +1 coin. When you gain it, put it into your hand and take
    +1 Action; if it is your Buy phase, go back to your Action phase."""

    moves_gained_card = True

    actions, buys, coins = 2, 1, 1

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gained_where(card)
        if where is not None and where is not player.hand:
            game.move(card, where, player.hand, verb="puts")
        # once something else has moved it, Villa loses track of itself; the rest
        # of its ability does not depend on the move and still happens
        game.plus(player, actions=1)
        if player is game.current and game.phase == "buy":
            game.return_to_action_phase()
