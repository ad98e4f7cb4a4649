"""Sanctuary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sanctuary(CardRules):
    """+1 Card, +1 Action, +1 Buy; you may Exile a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, buys=1)
        chosen = game.choose_card(
            player, "Exile a card from your hand", player.hand.cards, optional=True
        )
        if chosen is not None:
            game.move(chosen, player.hand, player.exile, verb="exiles")
