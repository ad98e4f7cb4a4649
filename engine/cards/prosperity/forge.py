"""Forge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Forge(CardRules):
    """Trash any number of cards from your hand; gain a card costing exactly the total
    of their costs in coins (Potions do not add up, and a Potion cost never matches)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(
            player, "trash any number of cards", player.hand.cards, 0, len(player.hand)
        )
        total = 0
        for c in chosen:
            cost = game.cost(c)
            if game.trash_card(player, c, player.hand):
                total += cost.coins
        exact = up_to(total)
        game.choose_and_gain(
            player, f"gain a card costing exactly {total}", lambda c: game.cost(c).same(exact)
        )
