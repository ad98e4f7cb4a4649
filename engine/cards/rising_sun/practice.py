"""Practice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Practice(CardRules):
    """An Event: you may play an Action card from your hand twice (a Shadow in your deck
    too, as for Throne Room)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        play_times(game, player, None, "Action", 2, "play an Action card twice")
