"""Panic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Panic(ProphecyRules):
    """A Prophecy; once active: when a player plays a Treasure, +2 Buys; when they
    discard a Treasure from play, it returns to its pile."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.is_a("Treasure"):
            game.note(player, lambda: f"Panic: {played.name} gives {player.name} +2 Buys.")
            game.plus(player, buys=2)

    def held_when_owner_discards_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        if card.is_a("Treasure"):
            game.return_to_pile(player, card, player.discard)
