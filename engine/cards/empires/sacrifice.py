"""Sacrifice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sacrifice(CardRules):
    """Trash a card from your hand. For an Action card, +2 Cards and +2 Actions; for a
    Treasure, +2 coins; for a Victory card, +2 VP tokens (all that apply)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        if trashed.is_a("Action"):
            game.plus(player, cards=2, actions=2)
        if trashed.is_a("Treasure"):
            game.plus(player, coins=2)
        if trashed.is_a("Victory"):
            game.plus(player, vp_tokens=2)
