"""Emissary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Emissary(CardRules):
    """+3 Cards; if this made you shuffle (at least one card), +1 Action and +2 Favors."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        before = player.shuffles
        game.plus(player, cards=3)
        if player.shuffles > before:
            game.plus(player, actions=1, favors=2)
