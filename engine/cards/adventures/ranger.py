"""Ranger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ranger(CardRules):
    """+1 Buy; turn your Journey token over; then if it is face up, +5 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        if game.turn_journey_token(player):
            game.plus(player, cards=5)
