"""Journeyman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, name_any_card, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Journeyman(CardRules):
    """Name a card. Reveal cards from your deck until you reveal 3 that are not the named
    card; put those into your hand and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        named = name_any_card(game, player, "name a card for Journeyman")
        found, shown = reveal_until(game, player, lambda c: c.name != named, 3)
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
