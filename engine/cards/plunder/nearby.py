"""Nearby."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Nearby(Trait):
    """A Trait: when you gain a card from its pile, +1 Buy."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if self.marks(game, gained):
            game.note(player, lambda: f"Nearby: {player.name} gets +1 Buy for {gained.name}.")
            game.plus(player, buys=1)
