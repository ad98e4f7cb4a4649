"""Reckless."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Reckless(Trait):
    """A Trait: follow the instructions of played cards from its pile twice; when one is
    discarded from play, return it to its pile."""

    def extra_instruction_follows(self, game: Game, player: Player, card: CardInstance) -> int:
        return 1 if self.marks(game, card) else 0

    def landscape_when_discarded_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> Callable[[], None] | None:
        if not self.marks(game, card):
            return None

        def back_to_pile() -> None:
            game.return_to_pile(player, card, player.discard)

        return back_to_pile
