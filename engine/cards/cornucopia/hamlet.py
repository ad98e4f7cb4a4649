"""Hamlet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hamlet(CardRules):
    """+1 Card, +1 Action. You may discard a card for +1 Action; then you may discard a
    card for +1 Buy."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for bonus in ("actions", "buys"):
            word = "Action" if bonus == "actions" else "Buy"
            chosen = game.choose_card(
                player, f"discard a card for +1 {word}", player.hand.cards, optional=True
            )
            if chosen is not None and game.discard(player, chosen, player.hand):
                game.plus(player, **{bonus: 1})
