"""City-state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CityState(Ally):
    """An Ally: when you gain an Action card during your turn, you may spend 2 Favors to
    play it (from wherever it went; it uses no Action)."""

    moves_gained_card = True

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if player is not game.current or not gained.is_a("Action"):
            return
        where = game.gained_where(gained)
        if where is None:
            return  # it has moved on: City-state loses track of it
        if spend_favors(game, player, 2, f"play {gained.name}"):
            play_where_it_is(game, player, gained, where)
