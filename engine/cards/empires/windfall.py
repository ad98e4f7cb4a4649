"""Windfall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Windfall(CardRules):
    """An Event: if your deck and discard pile are both empty, gain 3 Golds (as many as
    are left)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if not player.deck.cards and not player.discard.cards:
            for _ in range(3):
                game.gain_named(player, "Gold")
