"""Followers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Followers(CardRules):
    """A Prize: +2 Cards and gain an Estate; each other player gains a Curse and
    discards down to three cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        game.gain_named(player, "Estate")
        for victim in game.attack_targets(player, card):
            game.gain_named(victim, "Curse")
            discard_down_to(game, victim, 3)
