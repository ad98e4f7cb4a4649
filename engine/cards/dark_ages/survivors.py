"""Survivors."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_all_or_put_back

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Survivors(CardRules):
    """A Ruins: look at the top 2 cards of your deck; discard them both, or put them
    back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 2)
        discard_all_or_put_back(game, player, seen, "discard both cards you looked at")
