"""Groundskeeper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Groundskeeper(Vanilla):
    """+1 Card, +1 Action. While it is in play, when you gain a Victory card, +1 VP token."""

    cards, actions = 1, 1

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if gained.is_a("Victory"):
            game.plus(player, vp_tokens=1)
