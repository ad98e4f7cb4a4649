"""Shield."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import RevealToBeUnaffected

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Shield(RevealToBeUnaffected):
    """A Loot: 3 coins, +1 Buy. When another player plays an Attack, you may first
    reveal this from your hand to be unaffected by it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
