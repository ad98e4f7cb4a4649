"""Barge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Barge(CardRules):
    """Either now or at the start of your next turn (chosen at each play): +3 Cards and
    +1 Buy. Delayed, it stays in play until then."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.may(player, "take Barge's +3 Cards and +1 Buy now (no: next turn)"):
            game.plus(player, cards=3, buys=1)
        else:
            game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=3, buys=1))
