"""Prize Goat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class PrizeGoat(CardRules):
    """A Loot: 3 coins, +1 Buy; you may trash a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
        trash_from_hand(game, player, "trash a card from your hand", optional=True)
