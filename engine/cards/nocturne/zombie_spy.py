"""Zombie Spy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_all_or_put_back

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ZombieSpy(CardRules):
    """+1 Card, +1 Action; look at the top card of your deck, and discard it or put it
    back."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        seen = game.look_at_top(player, 1)
        if seen:
            discard_all_or_put_back(game, player, seen, f"discard {seen[0].name}")
