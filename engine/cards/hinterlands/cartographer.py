"""Cartographer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_any_then_put_back

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cartographer(CardRules):
    """+1 Card, +1 Action; look at the top 4 cards of your deck, discard any number of
    them and put the rest back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        seen = game.look_at_top(player, 4)
        discard_any_then_put_back(game, player, seen)
