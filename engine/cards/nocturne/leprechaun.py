"""Leprechaun."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Leprechaun(CardRules):
    """Gain a Gold; then with exactly 7 cards in play gain a Wish, otherwise receive a
    Hex."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
        if len(player.in_play) == 7:
            game.gain_named(player, "Wish")
        else:
            receive_hex(game, [player])
