"""Courser."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Courser(CardRules):
    """A Reward: choose two different ones, then do them in this order: +2 Cards; +2
    Actions; +2 coins; gain four Silvers."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        modes = ["cards", "actions", "coins", "silvers"]
        for mode in choose_options(game, player, card, "choose two", modes, 2):
            if mode == "silvers":
                for _ in range(4):
                    game.gain_named(player, "Silver")
            else:
                game.plus(
                    player,
                    cards=2 * (mode == "cards"),
                    actions=2 * (mode == "actions"),
                    coins=2 * (mode == "coins"),
                )
