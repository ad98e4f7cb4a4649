"""Duke."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Duke(CardRules):
    """Worth one victory point per Duchy you have."""

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.name == "Duchy")
