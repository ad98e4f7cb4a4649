"""Scrounge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, gain_from_trash, trash_from_hand
from engine.decisions import ChooseOption
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

MODES = ["trash a card from your hand", "gain an Estate from the trash"]


class Scrounge(CardRules):
    """An Event: choose one: trash a card from your hand; or gain an Estate from the
    trash, and if you did, gain a card costing up to 5 coins."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        mode = game.decide(ChooseOption(player, "choose one for Scrounge", MODES))
        if mode == 0:
            trash_from_hand(game, player, "trash a card from your hand")
            return
        estate = gain_from_trash(
            game, player, "gain an Estate from the trash", lambda c: c.name == "Estate"
        )
        if estate is not None:
            game.choose_and_gain(
                player, "gain a card costing up to 5 coins", costs_up_to(game, up_to(5))
            )
