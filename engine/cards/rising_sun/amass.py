"""Amass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Amass(CardRules):
    """An Event: if you have no Action cards in play, gain an Action card costing up to
    5 coins."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if any(c.is_a("Action") for c in player.in_play.cards):
            game.note(player, lambda: f"{player.name} has an Action in play: Amass gains nothing.")
            return
        limit = up_to(5)
        game.choose_and_gain(
            player,
            "gain an Action card costing up to 5 coins",
            lambda c: c.is_a("Action") and game.cost(c).at_most(limit),
        )
