"""Pious."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import trash_from_hand
from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pious(Trait):
    """A Trait: when you gain a card from its pile, you may trash a card from your hand."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if self.marks(game, gained) and player.hand.cards:
            trash_from_hand(game, player, "Pious: trash a card from your hand", optional=True)
