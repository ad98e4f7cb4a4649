"""Port."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Port(CardRules):
    """+1 Card, +2 Actions. When you buy this, gain a Port."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.gain_copy(player, "Port")
