"""Night Watchman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_any_then_put_back
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class NightWatchman(CardRules):
    """Look at the top five cards of your deck, discard any number, and put the rest back
    in any order. It is gained to your hand."""

    gained_to = ZoneKind.HAND

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 5)
        discard_any_then_put_back(game, player, seen, "discard any number")
