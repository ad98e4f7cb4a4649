"""Curse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Curse(CardRules):
    """Worth minus one victory point. Where a Curse is also a Treasure (a game with
    Charlatan), playing it gives 1 coin."""

    victory = -1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
