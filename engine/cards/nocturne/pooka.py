"""Pooka."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pooka(CardRules):
    """You may trash a Treasure other than Cursed Gold from your hand, for +4 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game,
            player,
            "trash a Treasure other than Cursed Gold for +4 Cards",
            lambda c: c.is_a("Treasure") and c.name != "Cursed Gold",
            optional=True,
        )
        if trashed is not None:
            game.plus(player, cards=4)
