"""Expedition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Expedition(CardRules):
    """An Event: draw 2 extra cards for your next hand, in this turn's Clean-up."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.next_hand_size += 2
        game.note(player, lambda: f"{player.name} will draw 2 extra cards in Clean-up.")
