"""Shy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait
from engine.game import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Shy(Trait):
    """A Trait: at the start of your turn, you may discard one card from its pile for
    +2 Cards."""

    def in_game_at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        if not any(self.marks(game, c) for c in player.hand.cards):
            return None
        return StartOfTurnEffect("Shy", None, self._discard_for_cards)

    def _discard_for_cards(self, game: Game, player: Player) -> None:
        mine = [c for c in player.hand.cards if self.marks(game, c)]
        chosen = game.choose_card(player, "discard a Shy card for +2 Cards", mine, optional=True)
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.plus(player, cards=2)
