"""Flag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Flag(CardRules):
    """An Artifact: when drawing your hand (in Clean-up), +1 Card."""

    def held_extra_cards_in_hand(self, game: Game, player: Player) -> int:
        return 1
