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
    card, you may reveal this from your hand to exchange that card for a Silver. (First
    edition: when you would gain a card, you may reveal this from your hand to gain a
    Silver instead, so the card is never gained; with no Silver left you gain nothing.)"""

    first_edition_differs = True

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is not None:
            for _ in range(game.cost(trashed).coins):
                game.gain_named(player, "Silver")

    def instead_of_gaining(
        self, game: Game, player: Player, reactor: CardInstance, card: CardInstance
    ) -> bool:
        if not game.first_edition("Trader") or card.name == "Silver":
            return False
        if not game.may(player, f"reveal Trader to gain a Silver instead of {card.name}"):
            return False
        game.reveal(player, reactor)
        game.gain_named(player, "Silver")
        return True

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        if (
            game.first_edition("Trader")
            or gained.name == "Silver"
            or gained.zone is None
            or gained.zone.owner is not player
            or game.gained_where(gained) is None
        ):
            return  # a Silver, or the card has moved since it was gained
        if not game.can_exchange(gained, "Silver"):
            return  # no Silver to take, or no pile to return the card to
        if game.may(player, f"reveal Trader to exchange {gained.name} for a Silver"):
            game.reveal(player, reactor)
            game.exchange(player, gained, "Silver")
