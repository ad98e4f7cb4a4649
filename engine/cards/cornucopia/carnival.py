"""Carnival."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Carnival(CardRules):
    """Reveal the top four cards of your deck; put one card of each name into your hand
    and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.reveal_from_deck(player, 4)
        taken: set[str] = set()
        for c in shown:
            if c.name not in taken:
                taken.add(c.name)
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
