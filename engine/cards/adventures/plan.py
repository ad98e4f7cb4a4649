"""Plan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import move_token_to_a_pile
from engine.values import PileToken

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Plan(CardRules):
    """An Event: move your Trashing token to an Action Supply pile (when you buy a card
    from that pile, you may trash a card from your hand: the buy path reads the token)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        move_token_to_a_pile(game, player, PileToken.TRASHING)
