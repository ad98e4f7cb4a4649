"""Trader."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Trader(CardRules):
    """Trash a card from your hand and gain a Silver per coin it cost. When you gain a
    card, you may reveal this from your hand to exchange that card for a Silver."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is not None:
            for _ in range(game.cost(trashed).coins):
                game.gain_named(player, "Silver")

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        if gained.name == "Silver" or gained.zone is None or gained.zone.owner is not player:
            return
        if not game.can_exchange(gained, "Silver"):
            return  # no Silver to take, or no pile to return the card to
        if game.may(player, f"reveal Trader to exchange {gained.name} for a Silver"):
            game.reveal(player, reactor)
            game.exchange(player, gained, "Silver")
