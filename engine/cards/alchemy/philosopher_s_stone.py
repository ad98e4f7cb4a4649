"""Philosopher's Stone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class PhilosopherSStone(CardRules):
    """A Treasure: when played, +1 coin per five cards in your deck and discard pile
    together (rounded down), counted then."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=(len(player.deck) + len(player.discard)) // 5)
