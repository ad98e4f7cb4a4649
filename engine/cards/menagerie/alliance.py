"""Alliance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

GAINS = ("Province", "Duchy", "Estate", "Gold", "Silver", "Copper")
"""What Alliance gains, in the order it gains them."""


class Alliance(CardRules):
    """An Event: gain a Province, a Duchy, an Estate, a Gold, a Silver and a Copper, in
    that order (each the Supply still has)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for name in GAINS:
            game.gain_copy(player, name)
