"""Chariot Race."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ChariotRace(CardRules):
    """+1 Action. Reveal the top card of your deck and put it into your hand; the player
    to your left reveals theirs (it goes back). If yours costs more, +1 coin and +1 VP
    token."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        mine = game.reveal_from_deck(player, 1)
        for c in mine:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        left = game.left_of(player)
        theirs = game.reveal_from_deck(left, 1)
        for c in theirs:
            game.topdeck(left, c, left.revealed)
        if mine and theirs and game.cost(mine[0]).more_than(game.cost(theirs[0])):
            game.plus(player, coins=1, vp_tokens=1)
