"""Farmers' Market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_PILE = "Farmers' Market"
FULL = 4
"""With this many VP on its pile or more, a Farmers' Market takes them instead."""


class FarmersMarket(CardRules):
    """A Gathering card: +1 Buy. With 4 VP or more on its pile, take them and trash this;
    otherwise add 1 VP to the pile, then +1 coin per VP on it."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        if pile_tokens.tokens_on(game, _PILE) >= FULL:
            pile_tokens.take(game, player, _PILE)
            game.trash_card(player, card, player.in_play)
            return
        pile_tokens.put(game, _PILE, 1)
        game.plus(player, coins=pile_tokens.tokens_on(game, _PILE))
