"""Harvest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import differently_named, discard_revealed

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Harvest(CardRules):
    """Reveal the top four cards of your deck, then discard them; +1 coin per differently
    named card revealed."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.reveal_from_deck(player, 4)
        discard_revealed(game, player, shown)
        game.plus(player, coins=differently_named(shown))
