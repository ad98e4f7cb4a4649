"""Cursed Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex
from engine.cards.helpers import draw_until_hand_holds

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CursedVillage(CardRules):
    """+2 Actions; draw until you have 6 cards in hand. When you gain this, receive a
    Hex."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        draw_until_hand_holds(game, player, 6)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        receive_hex(game, [player])
