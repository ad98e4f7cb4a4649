"""Innovation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_DONE = Note("Innovation has seen this turn's first Action gained", bool, False)


class Innovation(CardRules):
    """A Project: the first time you gain an Action card in each of your turns, you may
    set it aside; if you do, play it."""

    moves_gained_card = True

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if player is not game.current or not gained.is_a("Action") or game.this_turn.get(_DONE):
            return
        game.this_turn.set(_DONE, True)
        where = game.gained_where(gained)
        if where is None or not game.may(player, f"set {gained.name} aside and play it"):
            return
        if game.set_aside(player, gained, where, "Innovation") and game.move(
            gained, player.set_aside_zone("Innovation"), player.in_play, player=player, verb="puts"
        ):
            game.play(player, gained, from_hand=False)
