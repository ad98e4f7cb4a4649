"""Graverobber."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import (
    costs_three_to_six,
    costs_up_to,
    gain_from_trash,
    trash_from_hand,
)
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Graverobber(CardRules):
    """Choose: gain a card from the trash costing 3 to 6 coins onto your deck; or trash
    an Action card from your hand and gain a card costing up to 3 coins more."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["gain", "trash"]):
            if mode == "gain":
                gain_from_trash(
                    game,
                    player,
                    "gain a card costing 3 to 6 coins from the trash",
                    lambda c: costs_three_to_six(game, c),
                    to=ZoneKind.DECK,
                )
                continue
            trashed = trash_from_hand(
                game, player, "trash an Action card", lambda c: c.is_a("Action")
            )
            if trashed is not None:
                limit = game.cost(trashed).plus_coins(3)
                game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))
