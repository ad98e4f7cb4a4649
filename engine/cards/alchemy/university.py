"""University."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class University(CardRules):
    """+2 Actions. You may gain an Action card costing up to 5 coins (so no card whose
    cost has a Potion)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        limit = up_to(5)
        choice = game.choose_from_supply(
            player,
            "gain an Action card costing up to 5 coins",
            lambda c: c.is_a("Action") and game.cost(c).at_most(limit),
            optional=True,
        )
        if choice is not None and choice.zone is not None:
            game.gain(player, choice, choice.zone)
