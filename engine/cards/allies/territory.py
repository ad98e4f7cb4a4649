"""Territory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Territory(CardRules):
    """Worth 1 victory point per differently named Victory card you have. When you gain
    this, gain a Gold per empty Supply pile."""

    def victory_points(self, game: Game, player: Player) -> int:
        return len({c.name for c in player.owned() if c.is_a("Victory")})

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(game.empty_piles()):
            game.gain_named(player, "Gold")
