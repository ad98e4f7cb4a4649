"""Oasis."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Oasis(CardRules):
    """+1 Card, +1 Action, +1 coin; discard a card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)
        chosen = game.choose_card(player, "discard a card", player.hand.cards)
        if chosen is not None:
            game.discard(player, chosen, player.hand)
