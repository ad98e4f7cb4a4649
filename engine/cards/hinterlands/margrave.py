"""Margrave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Margrave(CardRules):
    """+3 Cards, +1 Buy; each other player draws a card, then discards down to 3."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3, buys=1)
        for victim in game.attack_targets(player, card):
            game.draw(victim, 1)
            discard_down_to(game, victim, 3)
