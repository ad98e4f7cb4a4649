"""Sibyl."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sibyl(CardRules):
    """+4 Cards, +1 Action. Put a card from your hand onto your deck, and another on the
    bottom of it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=4, actions=1)
        top = game.choose_card(player, "put a card onto your deck", player.hand.cards)
        if top is not None:
            game.topdeck(player, top, player.hand)
        bottom = game.choose_card(
            player, "put a card on the bottom of your deck", player.hand.cards
        )
        if bottom is not None:
            game.move(bottom, player.hand, player.deck, player=player, bottom=True, verb="puts")
