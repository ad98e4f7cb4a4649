"""Pawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pawn(CardRules):
    """Choose two different: +1 Card, +1 Action, +1 Buy, +1 coin; both are chosen first."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        modes = ["card", "action", "buy", "coin"]
        # done in either order: in the order chosen
        for mode in choose_options(
            game, player, card, "choose two", modes, 2, in_listed_order=False
        ):
            if mode == "card":
                game.plus(player, cards=1)
            elif mode == "action":
                game.plus(player, actions=1)
            elif mode == "buy":
                game.plus(player, buys=1)
            else:
                game.plus(player, coins=1)
