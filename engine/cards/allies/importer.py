"""Importer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SETUP_FAVORS = 4
"""The Favors Importer's set-up gives each player, besides the starting one."""


class Importer(CardRules):
    """A Duration: at the start of your next turn, gain a card costing up to 5 coins.
    Set-up: each player gets +4 Favors (in a game played from its start)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def gain(g: Game, p: Player) -> None:
            g.choose_and_gain(p, "gain a card costing up to 5 coins", costs_up_to(g, up_to(5)))

        game.next_turn_effect(player, card, gain)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def at_setup(self, game: Game) -> None:
        if not game.from_the_start:
            return
        for p in game.players:
            game.plus(p, favors=SETUP_FAVORS)
