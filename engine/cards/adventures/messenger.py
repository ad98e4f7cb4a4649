"""Messenger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Messenger(Vanilla):
    """+1 Buy, +2 coins; you may put your deck into your discard pile. When you buy it as
    the first thing you buy this turn (a card or an Event), gain a card costing up to
    4 coins, and each other player gains a copy of it."""

    buys, coins = 1, 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        if player.deck.cards and game.may(player, "put your deck into your discard pile"):
            for c in list(player.deck.cards):
                game.move(c, player.deck, player.discard, verb="puts")

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if player.bought != ["Messenger"]:  # the first thing bought, Events included
            return
        gained = game.choose_and_gain(
            player, "gain a card costing up to 4 coins", lambda c: game.cost(c).at_most(up_to(4))
        )
        if gained is not None:
            for other in game.others(player):
                game.gain_copy(other, gained.name)
