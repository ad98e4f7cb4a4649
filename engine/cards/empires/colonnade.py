"""Colonnade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pile_tokens import PoolLandmark

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class Colonnade(PoolLandmark):
    """A Landmark with 6 VP per player: when you buy an Action card, if you have a copy
    of it (a card of the same name) in play, take 2 VP from it."""

    name = "Colonnade"

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        if "Action" in bought.types and player.in_play.named(bought.name) is not None:
            self.pay(game, player)
