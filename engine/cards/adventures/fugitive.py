"""Fugitive."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fugitive(Traveller):
    """+2 Cards, +1 Action; discard a card. When you discard this from play, you may
    exchange it for a Disciple."""

    becomes = "Disciple"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)
        chosen = game.choose_card(player, "discard a card", player.hand.cards)
        if chosen is not None:
            game.discard(player, chosen, player.hand)
