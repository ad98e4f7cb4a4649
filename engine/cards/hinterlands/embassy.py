"""Embassy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Embassy(CardRules):
    """+5 Cards, then discard 3. When you gain it, each other player gains a Silver."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 5)
        for c in game.choose_cards(player, "discard 3 cards", player.hand.cards, 3, 3):
            game.discard(player, c, player.hand)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for other in game.others(player):
            game.gain_named(other, "Silver")
