"""Dismantle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Dismantle(CardRules):
    """Trash a card from your hand. If it costs 1 coin or more, gain a cheaper card and
    a Gold."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        base = game.cost(trashed)
        if not base.has_coins(1):
            return
        game.choose_and_gain(player, "gain a cheaper card", lambda c: game.cost(c).less_than(base))
        game.gain_named(player, "Gold")
