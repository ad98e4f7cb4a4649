"""Conspirator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Conspirator(CardRules):
    """+2 coins. If you have played three or more Actions this turn (counting this),
    +1 Card and +1 Action."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        played = sum(1 for n in player.plays_this_turn if "Action" in game.catalog[n].types)
        if played >= 3:
            game.plus(player, cards=1, actions=1)
