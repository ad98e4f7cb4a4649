"""Venture."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.cards.prosperity.loan import reveal_until_treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Venture(Treasure):
    """1 coin. Reveal cards from your deck until you reveal a Treasure. Discard the
    other cards. Play that Treasure."""

    coins = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        found = reveal_until_treasure(game, player)
        for c in list(player.revealed.cards):
            if c is not found:
                game.discard(player, c, player.revealed)
        if found is not None and game.move(found, player.revealed, player.in_play, verb="puts"):
            game.play(player, found, from_hand=False, by=card)
