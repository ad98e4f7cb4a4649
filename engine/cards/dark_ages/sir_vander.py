"""Sir Vander."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.dark_ages._knights import Knight

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SirVander(Knight):
    """A Knight: playing it is the Knights' attack. When you trash this, on any turn,
    gain a Gold."""

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
