"""Border Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BorderVillage(Vanilla):
    """+1 Card, +2 Actions; when you gain it, gain a cheaper card."""

    cards, actions = 1, 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(
            player,
            "gain a card cheaper than Border Village",
            lambda c: game.cost(c).less_than(limit),
        )
