"""Horse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Horse(Vanilla):
    """+2 Cards, +1 Action, and return this to its pile (the non-Supply Horse pile)."""

    cards, actions = 2, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.return_to_pile(player, card, player.in_play)
