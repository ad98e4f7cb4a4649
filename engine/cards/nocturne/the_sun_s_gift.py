"""The Sun's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheSunsGift(Boon):
    """Look at the top 4 cards of your deck; discard any number of them and put the rest
    back in any order."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 4)
        for c in game.choose_cards(player, "discard any number", seen, 0, len(seen)):
            game.discard(player, c, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        order = game.decide(OrderCards(player, "put the rest back, top card first", rest))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)
