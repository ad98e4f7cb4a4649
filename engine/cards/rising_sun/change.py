"""Change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Change(CardRules):
    """With any Debt, +3 coins. Otherwise trash a card from your hand and gain a card
    costing more coins than it (only coins compared), taking Debt for the difference."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if player.debt > 0:
            game.plus(player, coins=3)
            return
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        coins = game.cost(trashed).coins
        choice = game.choose_from_supply(
            player,
            f"gain a card costing more than {coins} coins",
            lambda c: game.cost(c).coins > coins,
        )
        if choice is None or choice.zone is None:
            return
        difference = game.cost(choice).coins - coins
        game.gain(player, choice, choice.zone)
        game.plus(player, debt=difference)
