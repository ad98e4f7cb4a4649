"""Displace."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Displace(CardRules):
    """Exile a card from your hand; gain a differently named card costing up to 2 coins
    more than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        exiled = game.choose_card(player, "Exile a card from your hand", player.hand.cards)
        if exiled is None:
            return
        game.move(exiled, player.hand, player.exile, verb="exiles")
        limit = game.cost(exiled).plus_coins(2)
        game.choose_and_gain(
            player,
            "gain a card with a different name",
            lambda c: c.name != exiled.name and game.cost(c).at_most(limit),
        )
