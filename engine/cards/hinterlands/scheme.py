"""Scheme."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
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
        chosen = game.this_turn.get(CHOSEN)
        if chosen is None:
            pool = [c for c in player.in_play.cards if c.is_a("Action")]
            count = min(player.plays_this_turn.count("Scheme"), len(pool))
            picked = game.choose_cards(
                player, "choose Action cards for Scheme to put onto your deck", pool, 0, count
            )
            chosen = frozenset(c.uid for c in picked)
            game.this_turn.set(CHOSEN, chosen)
        if card.uid not in chosen:
            return False
        return game.topdeck(player, card, player.in_play)
