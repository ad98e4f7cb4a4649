"""Madman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Madman(CardRules):
    """+2 Actions. Return this to the Madman pile; if you do, +1 Card per card in your
    hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        if game.return_to_pile(player, card, player.in_play):
            game.plus(player, cards=len(player.hand))
