"""Landing Party."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import stop_waiting, wait_in_play
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

FIRST_PLAY = Note("the first card played this turn", int, -1)
"""The uid of the first card the player whose turn it is played this turn."""


class LandingParty(CardRules):
    """+2 Cards, +2 Actions. The next time the first card you play on a turn is a
    Treasure, put this onto your deck afterwards (it stays in play until then). Only the
    turns of its owner are watched: on another player's turn no first card of theirs is
    noted."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Landing Party")
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=2)
        self.wait_for_next_turn(game, player, card)

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if player is game.current and not player.plays_this_turn:
            game.this_turn.set(FIRST_PLAY, played.uid)

    def while_in_play_after_owner_plays(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if game.this_turn.get(FIRST_PLAY) != played.uid or not played.is_a("Treasure"):
            return
        if stop_waiting(player, card, "Landing Party"):
            game.topdeck(player, card, player.in_play)
