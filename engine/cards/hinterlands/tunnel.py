"""Tunnel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tunnel(CardRules):
    """2 VP. When you discard it other than in Clean-up, you may reveal it to gain a Gold."""

    victory = 2

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        if game.may(player, "reveal Tunnel to gain a Gold"):
            game.reveal(player, card)
            game.gain_named(player, "Gold")
