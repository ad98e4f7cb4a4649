"""Way of the Mole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheMole(CardRules):
    """A Way: +1 Action; discard your hand, then +3 Cards."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        game.discard_each(player, list(player.hand.cards), player.hand)
        game.plus(player, cards=3)
