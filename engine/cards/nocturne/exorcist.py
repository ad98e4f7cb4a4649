"""Exorcist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SPIRITS = ("Will-o'-Wisp", "Imp", "Ghost")
"""The Spirit piles."""


class Exorcist(CardRules):
    """Trash a card from your hand; gain a cheaper Spirit from one of the Spirit piles."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card from your hand")
        if trashed is None:
            return
        cost = game.cost(trashed)
        tops = []
        for name in SPIRITS:
            pile = game.home_pile(name)
            if pile is not None and pile.cards and game.cost(pile.cards[0]).less_than(cost):
                tops.append(pile.cards[0])
        chosen = game.choose_card(player, f"gain a Spirit cheaper than {trashed.name}", tops)
        if chosen is not None and chosen.zone is not None:
            game.gain(player, chosen, chosen.zone)
