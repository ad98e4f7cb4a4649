"""Advance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Advance(CardRules):
    """An Event: you may trash an Action card from your hand; if you do, gain an Action
    card costing up to 6 coins (else nothing happens)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        trashed = trash_from_hand(
            game, player, "trash an Action card for Advance", lambda c: c.is_a("Action"), True
        )
        if trashed is not None:
            fits = costs_up_to(game, up_to(6))
            game.choose_and_gain(
                player,
                "gain an Action card costing up to 6 coins",
                lambda c: c.is_a("Action") and fits(c),
            )
