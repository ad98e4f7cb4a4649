"""Rocks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import Phase, ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rocks(CardRules):
    """Worth 1 coin. When you gain or trash it, gain a Silver: onto your deck in your Buy
    phase, otherwise into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)

    def _silver(self, game: Game, player: Player) -> None:
        buying = player is game.current and game.phase is Phase.BUY
        game.gain_named(player, "Silver", to=ZoneKind.DECK if buying else ZoneKind.HAND)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        self._silver(game, player)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        self._silver(game, player)
