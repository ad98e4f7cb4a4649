"""Spoils."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Spoils(CardRules):
    """+3 coins; when you play this, return it to the Spoils pile."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        game.return_to_pile(player, card, player.in_play)
