"""Walled Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WalledVillage(Vanilla):
    """+1 Card, +2 Actions. At the start of Clean-up, if you have no more than two
    Action cards in play (this one included), you may put this onto your deck."""

    cards, actions = 1, 2

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.in_play:
            return
        actions = sum(1 for c in player.in_play.cards if c.is_a("Action"))
        if actions <= 2 and game.may(player, "put Walled Village onto your deck"):
            game.topdeck(player, card, player.in_play)
