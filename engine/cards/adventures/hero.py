"""Hero."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hero(Traveller):
    """+2 coins; gain a Treasure. When you discard this from play, you may exchange it for
    a Champion."""

    becomes = "Champion"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        game.choose_and_gain(player, "gain a Treasure", lambda c: c.is_a("Treasure"))
