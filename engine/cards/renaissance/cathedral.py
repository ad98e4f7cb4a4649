"""Cathedral."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Cathedral(CardRules):
    """A Project: at the start of your turn, trash a card from your hand."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Cathedral", None, _run)


def _run(game: Game, player: Player) -> None:
    trash_from_hand(game, player, "trash a card")
