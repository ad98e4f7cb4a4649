"""Skulk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Skulk(CardRules):
    """+1 Buy; each other player receives the next Hex. When you gain this, gain a Gold."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        receive_hex(game, game.attack_targets(player, card))

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
