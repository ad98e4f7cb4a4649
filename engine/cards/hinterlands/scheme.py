"""Scheme."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import put_back_from_play
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

CHOSEN: Note[frozenset[int] | None] = Note("the Actions Scheme puts back", object, None)  # type: ignore[arg-type]
"""This turn, once chosen in Clean-up: the uids of the Action cards to put onto the deck."""


class Scheme(Vanilla):
    """+1 Card, +1 Action. This turn, you may put one of your Action cards onto your deck
    when you discard it from play (one for each Scheme play)."""

    cards, actions = 1, 1

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        return put_back_from_play(game, player, card, CHOSEN, lambda: _offer(player))


def _offer(player: Player) -> tuple[str, list[CardInstance], int]:
    """The Action cards in play, one of them for each Scheme played; a chosen card that
    stays in play (a Duration) is not discarded, so it stays."""
    pool = [c for c in player.in_play.cards if c.is_a("Action")]
    count = player.plays_this_turn.count("Scheme")
    return "choose Action cards for Scheme to put onto your deck", pool, count
