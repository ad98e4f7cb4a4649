"""Outpost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import extra_turn_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Outpost(CardRules):
    """If this is the first time you played an Outpost this turn, and the previous turn
    wasn't yours, take an extra turn after this one, and draw only 3 cards for your
    next hand. (First edition: you draw only 3 cards in this turn's Clean-up and take an
    extra turn after this one, but not a third turn in a row: played in an extra turn,
    it still makes the hand 3 cards.)"""

    first_edition_differs = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: None, quiet=True)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.first_edition("Outpost"):
            game.draw_fewer_next_hand(player, 3)
        if player.plays_this_turn.count("Outpost") != 1 or game.previous_turn is player:
            return
        game.take_extra_turn(player, hand_size=3)
        self.wait_for_next_turn(game, player, card)


extra_turn_card("Outpost", hand_size=3)
