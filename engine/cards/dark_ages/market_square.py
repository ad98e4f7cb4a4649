"""Market Square."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MarketSquare(Vanilla):
    """+1 Card, +1 Action, +1 Buy. When one of your cards is trashed, you may discard
    this from your hand; if you do, gain a Gold."""

    cards, actions, buys = 1, 1, 1

    def in_hand_when_own_card_trashed(
        self, game: Game, player: Player, reactor: CardInstance, trashed: CardInstance
    ) -> None:
        if not game.may(player, f"discard Market Square to gain a Gold ({trashed.name} trashed)"):
            return
        if game.discard(player, reactor, player.hand):
            game.gain_named(player, "Gold")
