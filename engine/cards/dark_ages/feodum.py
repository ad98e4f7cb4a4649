"""Feodum."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Feodum(CardRules):
    """Worth 1 victory point per 3 Silvers you have (rounded down). When you trash this,
    gain 3 Silvers."""

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.name == "Silver") // 3

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(3):
            game.gain_named(player, "Silver")
