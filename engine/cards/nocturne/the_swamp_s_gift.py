"""The Swamp's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheSwampsGift(Boon):
    """Gain a Will-o'-Wisp from its pile."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Will-o'-Wisp")
