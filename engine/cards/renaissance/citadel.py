"""Citadel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_DONE = Note("Citadel has replayed this turn's first Action", bool, False)


class Citadel(CardRules):
    """A Project: the first time you play an Action card during each of your turns, play
    it again afterwards."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if not played.is_a("Action") or game.this_turn.get(_DONE):
            return
        # an Action played while another Action's play resolves (Throne Room's Village) was
        # not the first; nor is one after an earlier Action's play this turn
        if any(c.is_a("Action") for c, who in game.resolving if who is player):
            return
        first = next(n for n in player.plays_this_turn if "Action" in game.catalog[n].types)
        if first != played.name:
            return
        game.this_turn.set(_DONE, True)
        game.note(player, lambda: f"Citadel plays {played.name} again.")
        game.play(player, played, from_hand=False)
