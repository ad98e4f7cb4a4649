"""Warehouse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Warehouse(CardRules):
    """+3 Cards, +1 Action; discard 3 cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3, actions=1)
        for c in game.choose_cards(player, "discard 3 cards", player.hand.cards, 3, 3):
            game.discard(player, c, player.hand)
