"""The Mountain's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheMountainsGift(Boon):
    """Gain a Silver."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Silver")
