"""Apprentice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Apprentice(CardRules):
    """+1 Action. Trash a card from your hand: +1 Card per coin it costs, and +2 Cards
    if its cost has a Potion."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        cost = game.cost(trashed)
        game.plus(player, cards=cost.coins + 2 * cost.potion)
