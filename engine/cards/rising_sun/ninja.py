"""Ninja."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import discard_down_to
from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ninja(Shadow):
    """+1 Card; each other player discards down to 3 cards in hand. (A Shadow.)"""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
