"""Idol."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_boon
from engine.cards.helpers import curse_each_other

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Idol(CardRules):
    """2 coins; then with an odd number of Idols in play receive a Boon, with an even
    number each other player gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        idols = sum(1 for c in player.in_play.cards if c.name == "Idol")
        if idols % 2:
            receive_boon(game, player)
        else:
            curse_each_other(game, player, card)
