"""Flagship."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import stop_waiting, wait_in_play
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

TARGET = Note("the card a Flagship will replay", int, -1)
"""By the Flagship's uid: the uid of the non-Command Action card whose play began first
while it waited (Throne Room's, not the Village that Throne Room plays)."""


class Flagship(CardRules):
    """+2 coins. The next time you play a non-Command Action card, replay it once that
    play has resolved (Flagship stays in play until then, and as long as the replayed
    card does)."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Flagship")
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        self.wait_for_next_turn(game, player, card)

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if not played.is_a("Action") or played.is_a("Command"):
            return
        if game.remembered.get(TARGET, card.uid) != -1:
            return
        if any(e.source is card and e.label == "Flagship" for e in player.start_of_turn):
            game.remembered.set(TARGET, played.uid, card.uid)

    def while_in_play_after_owner_plays(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if game.remembered.get(TARGET, card.uid) != played.uid:
            return
        game.remembered.set(TARGET, -1, card.uid)
        for _ in range(stop_waiting(player, card, "Flagship")):
            game.note(player, lambda: f"Flagship replays {played.name}.")
            game.play(player, played, from_hand=False, by=card)
