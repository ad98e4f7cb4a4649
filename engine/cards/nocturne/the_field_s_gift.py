"""The Field's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import KeptBoon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheFieldsGift(KeptBoon):
    """+1 Action, +1 coin; kept until Clean-up."""

    gives_coin = True

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=1)
