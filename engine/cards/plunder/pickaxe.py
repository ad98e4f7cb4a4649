"""Pickaxe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile, trash_from_hand
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pickaxe(CardRules):
    """1 coin; trash a card from your hand; if it costs 3 coins or more, gain a Loot to
    your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        trashed = trash_from_hand(game, player, "trash a card from your hand")
        if trashed is not None and game.cost(trashed).at_least(up_to(3)):
            gain_from_pile(game, player, "Loot", ZoneKind.HAND)
