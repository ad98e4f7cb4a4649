"""Overgrown Estate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class OvergrownEstate(CardRules):
    """A Shelter and Victory card worth 0 victory points. When you trash this, +1 Card."""

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
