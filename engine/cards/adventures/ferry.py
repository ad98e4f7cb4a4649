"""Ferry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import move_token_to_a_pile
from engine.values import PileToken

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ferry(CardRules):
    """An Event: move your -2 Cost token to an Action Supply pile (cards from that pile
    cost 2 coins less on your turns, not below 0: the costs read the token)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        move_token_to_a_pile(game, player, PileToken.COST)
