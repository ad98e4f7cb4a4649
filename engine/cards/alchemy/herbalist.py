"""Herbalist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import put_back_from_play
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

CHOSEN: Note[frozenset[int] | None] = Note("the Treasures Herbalists put back", object, None)  # type: ignore[arg-type]
"""This turn, once chosen in Clean-up: the uids of the Treasures put onto the deck."""


class Herbalist(CardRules):
    """+1 Buy, +1 coin. When you discard this from play, you may put one of your
    Treasures from play onto your deck.

    Clean-up discards the cards in play in the order their owner chooses, each Herbalist
    as it goes putting back one Treasure still in play: so, once, as the play area is
    discarded (after the start-of-Clean-up abilities such as Alchemist's), the owner
    chooses up to one Treasure per Herbalist leaving play, and the order they go onto
    the deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        return put_back_from_play(game, player, card, CHOSEN, lambda: _offer(player))


def _offer(player: Player) -> tuple[str, list[CardInstance], int]:
    """The Treasures leaving play, one of them for each Herbalist leaving with them."""
    kept = {c for e in player.start_of_turn for c in e.keeps}
    leaving = [c for c in player.in_play.cards if c not in kept]
    herbalists = sum(1 for c in leaving if c.name == "Herbalist")
    pool = [c for c in leaving if c.is_a("Treasure")]
    return "choose Treasures for your Herbalists to put onto your deck", pool, herbalists
