"""Order of Masons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

PER_FAVOR = 2
"""How many cards each Favor spent keeps in the discard pile."""


class OrderOfMasons(Ally):
    """An Ally: when shuffling, you may pick up to 2 cards per Favor you spend to put into
    your discard pile (they are not shuffled)."""

    def held_before_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        most = min(PER_FAVOR * player.favors, len(cards))
        if not most:
            return []
        kept = game.choose_cards(
            player, "pick cards to stay in your discard pile, two per Favor spent", cards, 0, most
        )
        if kept:
            spent = -(-len(kept) // PER_FAVOR)
            game.plus(player, favors=-spent)
            game.note(player, lambda: f"{player.name} spends {spent} Favors on Order of Masons.")
        return kept
