"""Stables."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stables(CardRules):
    """You may discard a Treasure; if you do, +3 Cards and +1 Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_card(player, "discard a Treasure", pool, optional=True)
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.plus(player, cards=3, actions=1)
