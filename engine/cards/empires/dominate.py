"""Dominate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Dominate(CardRules):
    """An Event: gain a Province; if you do, +9 VP (with none left, nothing at all)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.gain_named(player, "Province") is not None:
            game.plus(player, vp_tokens=9)
