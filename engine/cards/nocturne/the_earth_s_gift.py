"""The Earth's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheEarthsGift(Boon):
    """You may discard a Treasure to gain a card costing up to 4 coins."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "discard a Treasure to gain a card costing up to 4", pool, optional=True
        )
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.choose_and_gain(
                player, "gain a card costing up to 4", lambda c: game.cost(c).at_most(up_to(4))
            )
