"""Kind Emperor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.game.state import StartOfTurnEffect
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


def _gain_an_action_to_hand(game: Game, player: Player) -> None:
    game.choose_and_gain(
        player, "gain an Action card to your hand", lambda c: c.is_a("Action"), ZoneKind.HAND
    )


class KindEmperor(ProphecyRules):
    """A Prophecy: when its last Sun token is removed, and once active at the start of
    each player's turn, that player gains an Action card to their hand."""

    def when_fulfilled(self, game: Game, player: Player) -> None:
        _gain_an_action_to_hand(game, player)

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Kind Emperor", None, _gain_an_action_to_hand)
