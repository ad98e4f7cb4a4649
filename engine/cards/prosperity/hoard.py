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
    """Worth 2 coins. While this is in play, when you buy a Victory card, gain a Gold."""

    coins = 2

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if "Victory" in bought.types:
            game.gain_named(player, "Gold")
