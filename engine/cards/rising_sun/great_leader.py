"""Great Leader."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GreatLeader(ProphecyRules):
    """A Prophecy; once active: after each Action card a player plays, +1 Action."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.is_a("Action"):
            game.plus(player, actions=1)
