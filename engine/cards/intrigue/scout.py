"""Scout."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.intrigue.patrol import sort_back

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Scout(CardRules):
    """(First edition.) +1 Action. Reveal the top four cards of your deck; put the
    Victory cards into your hand and the rest back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        sort_back(game, player, game.reveal_from_deck(player, 4), ("Victory",))
