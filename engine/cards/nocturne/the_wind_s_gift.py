"""The Wind's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheWindsGift(Boon):
    """+2 Cards, then discard 2 cards."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        count = min(2, len(player.hand))
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, count, count):
            game.discard(player, c, player.hand)
