"""Pasture."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pasture(CardRules):
    """1 coin; worth 1 victory point for each Estate you have."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.name == "Estate")
