"""Sage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sage(CardRules):
    """+1 Action. Reveal cards from your deck until one costs 3 coins or more; put it
    into your hand and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        found, shown = reveal_until(game, player, lambda c: game.cost(c).at_least(up_to(3)))
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
