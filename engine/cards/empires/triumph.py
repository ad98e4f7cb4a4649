"""Triumph."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Triumph(CardRules):
    """An Event: gain an Estate; if you did, +1 VP per card you have gained this turn
    (the Estate included; Events bought are not cards gained)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.gain_named(player, "Estate") is not None:
            game.plus(player, vp_tokens=len(player.gained_on_turn))
