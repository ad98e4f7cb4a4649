"""Masterpiece."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.overpay import Overpay

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


class Masterpiece(Overpay):
    """A Treasure worth 1 coin. When you buy it you may overpay: gain a Silver per coin
    overpaid."""

    first_edition_differs = True  # its overpay ability happened while buying

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        for _ in range(extra.coins):
            game.gain_named(player, "Silver")
