"""Flourishing Trade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules, active

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class FlourishingTrade(ProphecyRules):
    """A Prophecy; once active: every card costs 1 coin less (not Events), and in the
    Buy phase a player out of Buys may use an Action play they have left as a Buy."""

    def reduces_costs_in_game(self, game: Game, facts: CardFacts) -> int:
        return 1 if active(game, "Flourishing Trade") else 0

    def held_uses_actions_as_buys(self, game: Game, player: Player) -> bool:
        return True
