"""Marquis."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Marquis(CardRules):
    """+1 Buy. +1 Card per card in your hand. Discard down to 10 cards in hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        game.plus(player, cards=len(player.hand))
        discard_down_to(game, player, 10)
