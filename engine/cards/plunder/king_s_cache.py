"""King's Cache."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class KingSCache(CardRules):
    """You may play a Treasure from your hand three times."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        play_times(game, player, card, "Treasure", 3, "play a Treasure three times")
