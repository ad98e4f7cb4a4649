"""Hasty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import SetsAsideUntilNextTurn, play_where_it_is, until_next_turn_key
from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Hasty"


class Hasty(Trait, SetsAsideUntilNextTurn):
    """A Trait: when you gain a card from its pile, set it aside, and play it at the start
    of your next turn."""

    moves_gained_card = True

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = game.gained_where(gained)
        if self.marks(game, gained) and where is not None and where.owner is player:
            self.set_aside_until_next_turn(game, player, gained, where, LABEL)

    def at_start_of_next_turn(self, game: Game, player: Player, kept: CardInstance) -> None:
        zone = player.set_aside.get(LABEL)
        if zone is not None:
            play_where_it_is(game, player, kept, zone)


until_next_turn_key("hasty", LABEL)
