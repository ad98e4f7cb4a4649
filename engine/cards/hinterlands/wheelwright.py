"""Wheelwright."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Wheelwright(CardRules):
    """+1 Card, +1 Action; you may discard a card to gain an Action card costing as much
    as it or less."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        chosen = game.choose_card(player, "discard a card", player.hand.cards, optional=True)
        if chosen is None:
            return
        limit = game.cost(chosen)
        if game.discard(player, chosen, player.hand):
            game.choose_and_gain(
                player,
                f"gain an Action card costing up to {chosen.name}'s cost",
                lambda c: c.is_a("Action") and game.cost(c).at_most(limit),
            )
