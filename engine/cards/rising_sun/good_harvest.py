"""Good Harvest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GoodHarvest(ProphecyRules):
    """A Prophecy; once active: the first time in a turn a player plays a Treasure of
    a name, first (before its own instructions) +1 Buy and +1 coin."""

    def held_before_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.is_a("Treasure") and played.name not in player.plays_this_turn:
            game.note(player, lambda: f"Good Harvest: {player.name}'s first {played.name}.")
            with game.apart_from_plays():  # a triggered ability, not the play's own
                game.plus(player, buys=1, coins=1)
