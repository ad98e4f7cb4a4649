"""Mastermind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mastermind(CardRules):
    """At the start of your next turn, you may play an Action card from your hand three
    times."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def three_times(g: Game, p: Player) -> None:
            play_times(g, p, card, "Action", 3, "play an Action card from your hand three times")

        game.next_turn_effect(player, card, three_times)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
