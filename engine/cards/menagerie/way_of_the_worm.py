"""Way of the Worm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.menagerie._exile import exile_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheWorm(CardRules):
    """A Way: Exile a Estate from the Supply."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        exile_from_pile(game, player, "Estate")
