"""Rice Broker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RiceBroker(CardRules):
    """+1 Action; trash a card from your hand: a Treasure gives +2 Cards, an Action +5
    Cards (a card of both types, both)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        treasure, action = trashed.is_a("Treasure"), trashed.is_a("Action")
        if treasure:
            game.plus(player, cards=2)
        if action:
            game.plus(player, cards=5)
