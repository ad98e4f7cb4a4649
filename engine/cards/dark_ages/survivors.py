"""Survivors."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Survivors(CardRules):
    """A Ruins: look at the top 2 cards of your deck; discard them both, or put them
    back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 2)
        if not seen:
            return
        if game.may(player, "discard both cards you looked at"):
            for c in seen:
                game.discard(player, c, player.revealed)
            return
        order = game.decide(OrderCards(player, "put them back, top card first", seen))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)
