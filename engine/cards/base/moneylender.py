"""Moneylender."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Moneylender(CardRules):
    """You may trash a Copper from your hand; if you do, +3 coins. (First edition: you
    must trash one if you can.)"""

    first_edition_differs = True

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        copper = trash_from_hand(
            game,
            player,
            "trash a Copper for 3 coins",
            lambda c: c.name == "Copper",
            optional=not game.first_edition("Moneylender"),
        )
        if copper is not None:
            game.plus(player, coins=3)
