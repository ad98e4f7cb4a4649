"""Magnate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Magnate(CardRules):
    """Reveal your hand. +1 Card per Treasure in it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.reveal_hand(player)
        game.plus(player, cards=sum(1 for c in player.hand.cards if c.is_a("Treasure")))
