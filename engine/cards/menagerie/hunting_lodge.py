"""Hunting Lodge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HuntingLodge(CardRules):
    """+1 Card, +2 Actions; you may discard your hand to draw 5 cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        if game.may(player, "discard your hand to draw 5 cards"):
            game.discard_each(player, list(player.hand.cards), player.hand)
            game.draw(player, 5)
