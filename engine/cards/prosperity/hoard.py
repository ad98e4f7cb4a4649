"""Hoard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hoard(Treasure):
    """Worth 2 coins. This turn, when you gain a Victory card, if you bought it, gain a
    Gold. (First edition: while this is in play, when you buy a Victory card, gain a
    Gold.)"""

    coins = 2
    first_edition_differs = True

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if game.first_edition("Hoard") and "Victory" in bought.types:
            game.gain_named(player, "Gold")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.first_edition("Hoard"):
            return
        if gained.is_a("Victory") and gained is game.gaining_bought:
            # each Hoard played this turn set up its own effect
            for _ in range(player.plays_this_turn.count("Hoard")):
                game.gain_named(player, "Gold")
