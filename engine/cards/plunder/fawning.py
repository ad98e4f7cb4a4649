"""Fawning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fawning(Trait):
    """A Trait: when you gain a Province, gain a card from its pile."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        pile = self.pile(game)
        if gained.name != "Province" or pile is None:
            return
        zone = game.supply.get(pile)
        if zone is None or not zone.cards:
            game.note(player, lambda: f"Fawning: {player.name} gains nothing, the pile is empty.")
            return
        game.note(player, lambda: f"Fawning: {player.name} gains a card from the {pile} pile.")
        game.gain(player, zone.cards[0], zone)
