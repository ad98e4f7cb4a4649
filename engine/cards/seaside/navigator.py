"""Navigator (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_all_or_put_back

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Navigator(CardRules):
    """+2 coins; look at the top 5 cards of your deck; either discard them all, or put
    them back in any order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        seen = game.look_at_top(player, 5)
        discard_all_or_put_back(game, player, seen, "discard all the cards you looked at")
