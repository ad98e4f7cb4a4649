"""Pilgrim."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pilgrim(CardRules):
    """+4 Cards. Put a card from your hand onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=4)
        chosen = game.choose_card(player, "put a card onto your deck", player.hand.cards)
        if chosen is not None:
            game.topdeck(player, chosen, player.hand)
