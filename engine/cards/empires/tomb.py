"""Tomb."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tomb(CardRules):
    """A Landmark: when you trash a card (yours or not, in your turn or not), +1 VP."""

    def when_any_card_is_trashed(self, game: Game, player: Player, trashed: CardInstance) -> None:
        game.plus(player, vp_tokens=1)
        game.note(player, lambda: f"{player.name} takes 1 VP for Tomb.")
