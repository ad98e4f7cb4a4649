"""Dame Molly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.dark_ages._knights import Knight

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DameMolly(Knight):
    """A Knight: +2 Actions; then the Knights' attack."""

    def own_ability(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
