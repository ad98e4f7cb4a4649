"""Anvil."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Anvil(CardRules):
    """+1 coin. You may discard a Treasure to gain a card costing up to 4 coins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "discard a Treasure to gain a card costing up to 4", treasures, optional=True
        )
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.choose_and_gain(player, "gain a card costing up to 4", costs_up_to(game, up_to(4)))
