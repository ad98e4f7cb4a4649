"""Alley."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._shadow import Shadow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Alley(Shadow):
    """+1 Card, +1 Action; discard a card from your hand. (A Shadow.)"""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        chosen = game.choose_card(player, "discard a card", player.hand.cards)
        if chosen is not None:
            game.discard(player, chosen, player.hand)
