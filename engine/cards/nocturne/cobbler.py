"""Cobbler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cobbler(CardRules):
    """At the start of your next turn, gain a card costing up to 4 coins to your hand."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def gain(g: Game, p: Player) -> None:
            g.choose_and_gain(
                p,
                "gain a card costing up to 4 coins to your hand",
                costs_up_to(g, up_to(4)),
                ZoneKind.HAND,
            )

        game.next_turn_effect(player, card, gain)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
