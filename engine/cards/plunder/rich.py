"""Rich."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rich(Trait):
    """A Trait: when you gain a card from its pile, gain a Silver."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if self.marks(game, gained):
            game.note(player, lambda: f"Rich: {player.name} gains a Silver with {gained.name}.")
            game.gain_named(player, "Silver")
