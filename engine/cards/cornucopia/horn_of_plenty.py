"""Horn of Plenty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, differently_named
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HornOfPlenty(CardRules):
    """A Treasure worth 0 coins: when played, gain a card costing up to 1 coin per
    differently named card you have in play (this one too); if it is a Victory card,
    trash this."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = up_to(differently_named(player.in_play.cards))
        gained = game.choose_and_gain(
            player, f"gain a card costing up to {limit.coins} coins", costs_up_to(game, limit)
        )
        if gained is not None and gained.is_a("Victory"):
            game.trash_card(player, card, player.in_play)
