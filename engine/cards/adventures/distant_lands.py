"""Distant Lands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import to_tavern

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DistantLands(CardRules):
    """A Reserve and Victory card: put this on your Tavern mat (nothing calls it). Worth
    4 victory points if it is on your Tavern mat at the end of the game, else none."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        to_tavern(game, player, card)

    def points_where_it_is(self, game: Game, player: Player, card: CardInstance) -> int:
        return 4 if card.zone is player.tavern else 0
