"""Pawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseModes

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pawn(CardRules):
    """Choose two different: +1 Card, +1 Action, +1 Buy, +1 coin; both are chosen first."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.decide(
            ChooseModes(player, "choose two", ["card", "action", "buy", "coin"], count=2)
        )
        for mode in chosen:
            if mode == "card":
                game.plus(player, cards=1)
            elif mode == "action":
                game.plus(player, actions=1)
            elif mode == "buy":
                game.plus(player, buys=1)
            else:
                game.plus(player, coins=1)
