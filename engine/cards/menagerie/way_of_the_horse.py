"""Way of the Horse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheHorse(CardRules):
    """A Way: +2 Cards, +1 Action; return the played card to its pile (if it is in play
    and has one)."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)
        game.return_to_pile(player, card, player.in_play)
