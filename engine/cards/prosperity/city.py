"""City."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class City(CardRules):
    """+1 Card, +2 Actions. With one or more empty Supply piles, +1 Card; with two or
    more, also +1 coin and +1 Buy."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        empty = game.empty_piles()
        game.plus(player, cards=1, actions=2)
        if empty >= 1:
            game.plus(player, cards=1)
        if empty >= 2:
            game.plus(player, coins=1, buys=1)
