"""Tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tools(CardRules):
    """A Treasure: gain a copy of a card anyone has in play."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        in_play = {c.name for p in game.players for c in p.in_play.cards}
        game.choose_and_gain(
            player, "gain a copy of a card anyone has in play", lambda c: c.name in in_play
        )
