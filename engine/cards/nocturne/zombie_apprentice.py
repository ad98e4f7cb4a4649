"""Zombie Apprentice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ZombieApprentice(CardRules):
    """You may trash an Action card from your hand for +3 Cards and +1 Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game,
            player,
            "trash an Action card for +3 Cards and +1 Action",
            lambda c: c.is_a("Action"),
            optional=True,
        )
        if trashed is not None:
            game.plus(player, cards=3, actions=1)
