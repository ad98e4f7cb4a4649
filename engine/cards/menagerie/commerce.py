"""Commerce."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Commerce(CardRules):
    """An Event: gain a Gold per differently named card you have gained this turn
    (counted first, then the Golds are gained)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for _ in range(len(set(player.gained_on_turn))):
            game.gain_copy(player, "Gold")
