"""Way of the Frog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

FROGGED = Note("cards played with Way of the Frog this turn", frozenset, frozenset[int]())
"""The uids of the cards played with Way of the Frog this turn."""


class WayOfTheFrog(CardRules):
    """A Way: +1 Action; when you discard the played card from play this turn (in
    Clean-up), put it onto your deck instead."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        game.this_turn.set(FROGGED, game.this_turn.get(FROGGED) | {card.uid})
        if "Way of the Frog" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Way of the Frog")

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        if card.uid not in game.this_turn.get(FROGGED):
            return False
        return game.topdeck(player, card, player.in_play)
