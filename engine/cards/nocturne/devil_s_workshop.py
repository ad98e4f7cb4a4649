"""Devil's Workshop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DevilSWorkshop(CardRules):
    """By the number of cards you have gained this turn: 2 or more, gain an Imp; 1, gain
    a card costing up to 4 coins; 0, gain a Gold."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = len(player.gained_on_turn)
        if gained >= 2:
            game.gain_named(player, "Imp")
        elif gained == 1:
            game.choose_and_gain(
                player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
            )
        else:
            game.gain_named(player, "Gold")
