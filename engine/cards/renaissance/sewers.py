"""Sewers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_TRASHING = Note("Sewers is trashing", bool, False)
"""True while Sewers's own trashing resolves (a card trashed with Sewers does not set it
off again)."""


class Sewers(CardRules):
    """A Project: when you trash a card other than with this, you may trash a card from
    your hand."""

    def held_when_owner_trashes(self, game: Game, player: Player, trashed: CardInstance) -> None:
        if game.remembered.get(_TRASHING, player.seat) or not player.hand.cards:
            return
        game.remembered.set(_TRASHING, True, player.seat)
        try:
            trash_from_hand(game, player, "trash a card from your hand (Sewers)", optional=True)
        finally:
            game.remembered.set(_TRASHING, False, player.seat)
