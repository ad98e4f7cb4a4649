"""The Sea's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheSeasGift(Boon):
    """+1 Card."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
