"""Voyage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import extra_turn_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

HAND_PLAYS = 3
"""How many cards may be played from hand in the turn Voyage gives."""


class Voyage(CardRules):
    """An Odyssey Duration: +1 Action. If the previous turn wasn't yours, take an extra
    turn after this one, in which you may play only 3 cards from your hand. It stays in
    play until that turn's Clean-up; a Voyage that gives no turn (the previous turn was
    yours, or another Voyage gave this turn's extra turn already) is discarded this turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        if game.previous_turn is player:
            game.note(player, lambda: "The previous turn was theirs: Voyage gives no turn.")
            return
        if game.take_extra_turn(player, label="Voyage", hand_play_limit=HAND_PLAYS):
            self.wait_for_next_turn(game, player, card)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: None, quiet=True)
        return True


extra_turn_card("Voyage", hand_play_limit=HAND_PLAYS)
