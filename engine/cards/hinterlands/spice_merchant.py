"""Spice Merchant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SpiceMerchant(CardRules):
    """You may trash a Treasure from your hand to choose one: +2 Cards and +1 Action; or
    +1 Buy and +2 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game, player, "trash a Treasure", lambda c: c.is_a("Treasure"), optional=True
        )
        if trashed is None:
            return
        prompt = "+2 Cards and +1 Action, or +1 Buy and +2 coins"
        for mode in choose_options(game, player, card, prompt, ["cards", "coins"]):
            if mode == "cards":
                game.plus(player, cards=2, actions=1)
            else:
                game.plus(player, buys=1, coins=2)
