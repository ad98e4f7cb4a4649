"""Adventurer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Adventurer(CardRules):
    """Reveal cards from your deck until you reveal 2 Treasures; put them into your hand
    and discard the other revealed cards (they stay out of any shuffle meanwhile)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        found, shown = reveal_until(game, player, lambda c: c.is_a("Treasure"), 2)
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
