"""Scholar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Scholar(CardRules):
    """Discard your hand. +7 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.discard_each(player, list(player.hand.cards), player.hand)
        game.plus(player, cards=7)
