"""Pageant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Pageant(CardRules):
    """A Project: at the end of your Buy phase, you may pay 1 coin for +1 Coffers."""

    def held_at_end_of_buy_phase(self, game: Game, player: Player) -> None:
        if player.coins >= 1 and game.may(player, "pay 1 coin for +1 Coffers"):
            game.plus(player, coins=-1, coffers=1)
