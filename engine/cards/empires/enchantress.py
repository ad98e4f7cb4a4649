"""Enchantress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.helpers import LastingAttack, first_of_kind_while_affected

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Enchantress(LastingAttack):
    """An Attack and a Duration. Until your next turn, the first time each other player
    plays an Action card on their turn, they get +1 Card and +1 Action instead of following
    its instructions. At the start of your next turn, +2 Cards."""

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)

    def replaces_instructions(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> Callable[[], None] | None:
        if not first_of_kind_while_affected(game, owner, card, player, played, "Action"):
            return None

        def instead() -> None:
            game.note(player, lambda: f"Enchantress: {played.name} gives +1 Card and +1 Action.")
            game.plus(player, cards=1, actions=1)

        return instead
