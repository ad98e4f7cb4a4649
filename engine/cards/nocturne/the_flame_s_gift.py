"""The Flame's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheFlamesGift(Boon):
    """You may trash a card from your hand."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_from_hand(game, player, "trash a card from your hand", optional=True)
