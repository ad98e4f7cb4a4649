"""Blacksmith."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import draw_until_hand_holds

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Blacksmith(CardRules):
    """Choose one: draw until you have 6 cards in hand; or +2 Cards; or +1 Card and
    +1 Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["six", "two", "cantrip"]):
            if mode == "six":
                draw_until_hand_holds(game, player, 6)
            elif mode == "two":
                game.plus(player, cards=2)
            else:
                game.plus(player, cards=1, actions=1)
