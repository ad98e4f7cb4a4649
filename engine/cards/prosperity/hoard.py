"""Hoard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hoard(Treasure):
    """Worth 2 coins. This turn, when you gain a Victory card, if you bought it, gain a
    Gold."""

    coins = 2

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Victory") and gained is game.gaining_bought:
            # each Hoard played this turn set up its own effect
            for _ in range(player.plays_this_turn.count("Hoard")):
                game.gain_named(player, "Gold")
