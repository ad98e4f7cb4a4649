"""Buried Treasure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BuriedTreasure(CardRules):
    """At the start of your next turn, +1 Buy and +3 coins. When you gain this, play it."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, buys=1, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gained_where(card)
        if where is not None:
            play_where_it_is(game, player, card, where)
