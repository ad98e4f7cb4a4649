"""Peril."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Peril(CardRules):
    """An Event: you may trash an Action card from your hand to gain a Loot."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        trashed = trash_from_hand(
            game, player, "trash an Action card to gain a Loot", lambda c: c.is_a("Action"), True
        )
        if trashed is not None:
            gain_from_pile(game, player, "Loot")
