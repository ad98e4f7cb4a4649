"""Humble Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.empires._castles import castles_of

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HumbleCastle(CardRules):
    """A Treasure worth 1 coin; worth 1 VP for each Castle you have (itself included)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)

    def victory_points(self, game: Game, player: Player) -> int:
        return castles_of(player)
