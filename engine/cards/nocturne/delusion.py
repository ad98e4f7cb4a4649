"""Delusion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex, has_state, take_state

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Delusion(Hex):
    """If you have neither Deluded nor Envious, take Deluded."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if not has_state(player, "Deluded", "Envious"):
            take_state(game, player, "Deluded")
