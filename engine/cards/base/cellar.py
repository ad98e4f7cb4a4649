"""Cellar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cellar(CardRules):
    """+1 Action; discard any number of cards, then draw as many."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard any number of cards", hand, 0, len(hand))
        for c in chosen:
            game.discard(player, c, player.hand)
        game.draw(player, len(chosen))
