"""Ball."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ball(CardRules):
    """An Event: take your -1 Coin token; gain 2 cards, each costing up to 4 coins."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.take_minus_coin_token(player)
        for _ in range(2):
            game.choose_and_gain(player, "gain a card costing up to 4", costs_up_to(game, up_to(4)))
