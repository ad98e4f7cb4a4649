"""Marauder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Marauder(CardRules):
    """Gain a Spoils; each other player gains a Ruins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Spoils")
        for victim in game.attack_targets(player, card):
            gain_from_pile(game, victim, "Ruins")
