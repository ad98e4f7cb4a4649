"""Hideout."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hideout(CardRules):
    """+1 Card, +2 Actions. Trash a card from your hand; if it is a Victory card, gain a
    Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is not None and trashed.is_a("Victory"):
            game.gain_named(player, "Curse")
