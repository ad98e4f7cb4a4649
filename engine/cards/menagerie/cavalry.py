"""Cavalry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cavalry(CardRules):
    """Gain two Horses. When you gain it, +2 Cards and +1 Buy, and if it is your Buy
    phase, go back to your Action phase."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gain_horses(game, player, 2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, buys=1)
        if player is game.current and game.phase == "buy":
            game.return_to_action_phase()
