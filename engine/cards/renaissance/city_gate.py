"""City Gate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class CityGate(CardRules):
    """A Project: at the start of your turn, +1 Card, then put a card from your hand onto
    your deck."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("City Gate", None, _run)


def _run(game: Game, player: Player) -> None:
    game.plus(player, cards=1)
    chosen = game.choose_card(player, "put a card from your hand onto your deck", player.hand.cards)
    if chosen is not None:
        game.topdeck(player, chosen, player.hand)
