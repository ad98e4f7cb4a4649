"""Plague."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Plague(Hex):
    """Gain a Curse to your hand."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Curse", to=ZoneKind.HAND)
