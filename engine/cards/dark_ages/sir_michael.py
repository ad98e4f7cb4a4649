"""Sir Michael."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.dark_ages._knights import Knight
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SirMichael(Knight):
    """A Knight: each other player discards down to 3 cards in hand; then the Knights'
    attack."""

    def own_ability(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
