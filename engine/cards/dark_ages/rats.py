"""Rats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rats(CardRules):
    """+1 Card, +1 Action. Gain a Rats. Trash a card from your hand other than Rats (or
    reveal a hand of only Rats). When you trash this, +1 Card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        game.gain_named(player, "Rats")
        if player.hand.cards and all(c.name == "Rats" for c in player.hand.cards):
            game.reveal_hand(player)
            return
        trash_from_hand(game, player, "trash a card other than Rats", lambda c: c.name != "Rats")

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
