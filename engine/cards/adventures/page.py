"""Page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Page(Traveller):
    """+1 Card, +1 Action. When you discard this from play, you may exchange it for a
    Treasure Hunter."""

    becomes = "Treasure Hunter"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
