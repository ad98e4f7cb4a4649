"""Butcher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.decisions import ChooseAmount

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Butcher(CardRules):
    """+2 Coffers. You may trash a card from your hand, then spend any number of Coffers;
    gain a card costing up to the trashed card's cost plus 1 coin per Coffers spent."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=2)
        trashed = trash_from_hand(
            game, player, "trash a card (you may spend Coffers)", optional=True
        )
        if trashed is None:
            return
        spent = game.decide(
            ChooseAmount(player, "choose how many Coffers to spend", maximum=player.coffers)
        )
        game.plus(player, coffers=-spent)
        limit = game.cost(trashed).plus_coins(spent)
        game.choose_and_gain(
            player, f"gain a card costing up to {limit.text()}", costs_up_to(game, limit)
        )
