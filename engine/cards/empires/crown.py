"""Crown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Crown(CardRules):
    """An Action and a Treasure: in your Action phase, you may play an Action card from
    your hand twice; in your Buy phase, a Treasure."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.phase is Phase.ACTION and game.current is player:
            play_times(game, player, card, "Action", 2, "play an Action card twice")
        elif game.phase is Phase.BUY and game.current is player:
            play_times(game, player, card, "Treasure", 2, "play a Treasure twice")
