"""Misery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex, has_state, return_state, take_state

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Misery(Hex):
    """The first Misery: take Miserable; after that, flip it to Twice Miserable (and a
    Twice Miserable player stays so)."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if has_state(player, "Twice Miserable"):
            return
        if return_state(game, player, "Miserable"):
            take_state(game, player, "Twice Miserable")
        else:
            take_state(game, player, "Miserable")
