"""Friendly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Friendly(Trait):
    """A Trait: at the start of your Clean-up, you may discard one card from its pile
    from your hand to gain a card from its pile."""

    def landscape_at_start_of_cleanup(self, game: Game, player: Player) -> None:
        pile = self.pile(game)
        mine = [c for c in player.hand.cards if self.marks(game, c)]
        chosen = game.choose_card(
            player, "discard a Friendly card to gain a Friendly card", mine, optional=True
        )
        if chosen is None or pile is None or not game.discard(player, chosen, player.hand):
            return
        zone = game.supply.get(pile)
        if zone is not None and zone.cards:
            game.gain(player, zone.cards[0], zone)
        else:
            game.note(player, lambda: f"{player.name} gains no Friendly card: the pile is empty.")
