"""Credit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Credit(CardRules):
    """An Event: gain an Action or Treasure costing up to 8 coins, and take as much
    Debt as the coins it cost."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        limit = up_to(8)
        choice = game.choose_from_supply(
            player,
            "gain an Action or Treasure costing up to 8 coins",
            lambda c: (c.is_a("Action") or c.is_a("Treasure")) and game.cost(c).at_most(limit),
        )
        if choice is None or choice.zone is None:
            return
        coins = game.cost(choice).coins
        if game.gain(player, choice, choice.zone) is not None and coins:
            game.plus(player, debt=coins)
