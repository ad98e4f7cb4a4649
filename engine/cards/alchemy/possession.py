"""Possession."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import extra_turn_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Possession(CardRules):
    """The player to your left takes an extra turn after this one, controlled by you:
    you make its decisions and gain what they would gain; their cards trashed in it are
    set aside and go back to their discard pile when it ends."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.give_controlled_turn(game.left_of(player), player, "Possession")


extra_turn_card("Possession", controlled=True)
