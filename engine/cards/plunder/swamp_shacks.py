"""Swamp Shacks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SwampShacks(CardRules):
    """+2 Actions; +1 Card per 3 cards you have in play (rounded down)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        game.plus(player, cards=len(player.in_play) // 3)
