"""Wish."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Wish(CardRules):
    """+1 Action; return this to its pile, and only if you did, gain a card costing up
    to 6 coins to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        if game.return_to_pile(player, card, player.in_play):
            game.choose_and_gain(
                player,
                "gain a card costing up to 6 coins to your hand",
                lambda c: game.cost(c).at_most(up_to(6)),
                ZoneKind.HAND,
            )
