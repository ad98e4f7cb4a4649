"""Highwayman."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.helpers import LastingAttack, first_of_kind_while_affected

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Highwayman(LastingAttack):
    """An Attack and a Duration. At the start of your next turn, discard this from play
    and +3 Cards. Until then, the first Treasure each other player plays each turn does
    nothing (however many Highwaymen there are)."""

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is player.in_play:
            game.discard(player, card, player.in_play)
        game.plus(player, cards=3)  # even if it could not be discarded

    def replaces_instructions(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> Callable[[], None] | None:
        if not first_of_kind_while_affected(game, owner, card, player, played, "Treasure"):
            return None

        def nothing() -> None:
            game.note(player, lambda: f"Highwayman: {played.name} does nothing.")

        return nothing
