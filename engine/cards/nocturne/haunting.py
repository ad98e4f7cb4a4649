"""Haunting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Haunting(Hex):
    """With at least 4 cards in hand, put one of them onto your deck."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if len(player.hand) < 4:
            return
        chosen = game.choose_card(player, "put a card onto your deck", player.hand.cards)
        if chosen is not None:
            game.topdeck(player, chosen, player.hand)
