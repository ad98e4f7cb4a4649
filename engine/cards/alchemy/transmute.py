"""Transmute."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Transmute(CardRules):
    """Trash a card from your hand. For an Action, gain a Duchy; for a Treasure, gain a
    Transmute; for a Victory card, gain a Gold (each that applies)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        for card_type, prize in (
            ("Action", "Duchy"),
            ("Treasure", "Transmute"),
            ("Victory", "Gold"),
        ):
            if trashed.is_a(card_type):
                game.gain_named(player, prize)
