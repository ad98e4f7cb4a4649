"""Crop Rotation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class CropRotation(CardRules):
    """A Project: at the start of your turn, you may discard a Victory card for +2 Cards."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Crop Rotation", None, _run)


def _run(game: Game, player: Player) -> None:
    pool = [c for c in player.hand.cards if c.is_a("Victory")]
    chosen = game.choose_card(player, "discard a Victory card for +2 Cards", pool, optional=True)
    if chosen is not None and game.discard(player, chosen, player.hand):
        game.plus(player, cards=2)
