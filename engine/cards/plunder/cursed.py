"""Cursed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import gain_from_pile
from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cursed(Trait):
    """A Trait: when you gain a card from its pile, gain a Loot and a Curse."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if self.marks(game, gained):
            game.note(player, lambda: f"Cursed: {player.name} gains a Loot and a Curse.")
            gain_from_pile(game, player, "Loot")
            game.gain_named(player, "Curse")
