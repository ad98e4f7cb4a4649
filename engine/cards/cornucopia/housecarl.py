"""Housecarl."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import differently_named

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Housecarl(CardRules):
    """A Reward: +1 Card per differently named Action card you have in play (this one
    too)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        actions = [c for c in player.in_play.cards if c.is_a("Action")]
        game.plus(player, cards=differently_named(actions))
