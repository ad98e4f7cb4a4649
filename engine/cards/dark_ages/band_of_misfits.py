"""Band of Misfits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_from_supply

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BandOfMisfits(CardRules):
    """Play a non-Command Action card from the Supply that costs less than this,
    leaving it there."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        play_from_supply(
            game,
            player,
            card,
            "play a cheaper non-Command Action card from the Supply",
            lambda c: c.is_a("Action") and not c.is_a("Command") and game.cost(c).less_than(limit),
        )
