"""Kitsune."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import curse_each_other
from engine.cards.rising_sun._prophecy import plus_sun

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

MODES = ["actions", "coins", "curse", "silver"]
"""Kitsune's options, in the order they are listed (and done)."""


class Kitsune(CardRules):
    """An Omen and Attack: +1 Sun, then two different of +2 Actions, +2 coins, each other
    player gains a Curse, gain a Silver, done in that order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        for mode in choose_options(game, player, card, "choose two different options", MODES, 2):
            if mode == "actions":
                game.plus(player, actions=2)
            elif mode == "coins":
                game.plus(player, coins=2)
            elif mode == "curse":
                curse_each_other(game, player, card)
            else:
                game.gain_named(player, "Silver")
