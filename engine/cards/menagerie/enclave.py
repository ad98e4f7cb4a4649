"""Enclave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.menagerie._exile import exile_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Enclave(CardRules):
    """An Event: gain a Gold; Exile a Duchy from the Supply (straight from its pile)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.gain_copy(player, "Gold")
        exile_from_pile(game, player, "Duchy")
