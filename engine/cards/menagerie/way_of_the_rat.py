"""Way of the Rat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheRat(CardRules):
    """A Way: you may discard a Treasure to gain a copy of the played card."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_card(
            player, f"discard a Treasure to gain a {card.name}", treasures, optional=True
        )
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.gain_copy(player, card.name)
