"""Cultist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile, play_one_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cultist(CardRules):
    """+2 Cards; each other player gains a Ruins; you may play a Cultist from your hand.
    When you trash this, +3 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        for victim in game.attack_targets(player, card):
            gain_from_pile(game, victim, "Ruins")
        play_one_from_hand(game, player, "Cultist")

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
