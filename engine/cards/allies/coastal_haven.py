"""Coastal Haven."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CoastalHaven(Ally):
    """An Ally: when discarding your hand in Clean-up, you may spend any number of Favors
    to keep that many cards in hand for next turn (you still draw 5)."""

    def held_keeps_in_hand_in_cleanup(self, game: Game, player: Player) -> list[CardInstance]:
        most = min(player.favors, len(player.hand))
        if not most:
            return []
        kept = game.choose_cards(
            player, "keep cards in hand, spending a Favor each", player.hand.cards, 0, most
        )
        if kept:
            game.plus(player, favors=-len(kept))
            game.note(player, lambda: f"{player.name} spends {len(kept)} Favors on Coastal Haven.")
        return kept
