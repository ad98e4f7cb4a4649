"""Conquest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Conquest(CardRules):
    """An Event: gain 2 Silvers, then +1 VP per Silver you have gained this turn (these
    two included)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for _ in range(2):
            game.gain_named(player, "Silver")
        game.plus(player, vp_tokens=player.gained_on_turn.count("Silver"))
