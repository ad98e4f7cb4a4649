"""Trusty Steed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TrustySteed(CardRules):
    """A Prize: choose two different ones: +2 Cards; +2 Actions; +2 coins; or gain four
    Silvers and put your deck into your discard pile."""

    plus_coins_in_text = True

    modes = ("cards", "actions", "coins", "silvers")

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose two", self.modes, 2):
            if mode == "silvers":
                for _ in range(4):
                    game.gain_named(player, "Silver")
                for c in list(player.deck.cards):
                    game.move(c, player.deck, player.discard, verb="puts")
            else:
                game.plus(
                    player,
                    cards=2 * (mode == "cards"),
                    actions=2 * (mode == "actions"),
                    coins=2 * (mode == "coins"),
                )
