"""Broker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Broker(CardRules):
    """Trash a card from your hand and choose one: +1 Card, +1 Action, +1 coin or +1 Favor
    per coin it costs (Debt and Potion in its cost give nothing)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        amount = game.cost(trashed).coins
        for mode in choose_options(
            game,
            player,
            card,
            f"+{amount} of cards, actions, coins or favors",
            ["cards", "actions", "coins", "favors"],
        ):
            if mode == "cards":
                game.plus(player, cards=amount)
            elif mode == "actions":
                game.plus(player, actions=amount)
            elif mode == "coins":
                game.plus(player, coins=amount)
            else:
                game.plus(player, favors=amount)
