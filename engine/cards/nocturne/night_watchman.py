"""Night Watchman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import OrderCards
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
        for c in game.choose_cards(player, "discard any number", seen, 0, len(seen)):
            game.discard(player, c, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        order = game.decide(OrderCards(player, "put the rest back, top card first", rest))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)
