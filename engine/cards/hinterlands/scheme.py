"""Scheme."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import topdeck_in_chosen_order
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
            chosen = self._choose(game, player)
        return card.uid in chosen and card.zone is player.deck

    @staticmethod
    def _choose(game: Game, player: Player) -> frozenset[int]:
        """Once, as Clean-up discards the play area: the Action cards to put back (one
        per Scheme play), put onto the deck in the order the player chooses; a chosen card
        that stays in play (a Duration) is not discarded, so it stays."""
        pool = [c for c in player.in_play.cards if c.is_a("Action")]
        count = min(player.plays_this_turn.count("Scheme"), len(pool))
        picked = game.choose_cards(
            player, "choose Action cards for Scheme to put onto your deck", pool, 0, count
        )
        chosen = frozenset(c.uid for c in picked)
        game.this_turn.set(CHOSEN, chosen)
        kept = {c for e in player.start_of_turn for c in e.keeps}
        leaving = [c for c in picked if c not in kept]
        topdeck_in_chosen_order(game, player, leaving, player.in_play)
        return chosen
