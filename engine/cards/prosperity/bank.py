"""Bank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bank(CardRules):
    """+1 coin per Treasure you have in play, this one included."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=sum(1 for c in player.in_play.cards if c.is_a("Treasure")))
