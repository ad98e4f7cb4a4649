"""Goatherd."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Goatherd(CardRules):
    """+1 Action; you may trash a card from your hand; +1 Card per card the player to
    your right trashed on their last turn (whether or not you trashed one)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        trash_from_hand(game, player, "you may trash a card from your hand", optional=True)
        right = game.players[(player.seat - 1) % len(game.players)]
        game.plus(player, cards=len(right.trashed_on_turn))
