"""Poet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.rising_sun._prophecy import plus_sun
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Poet(CardRules):
    """An Omen: +1 Sun, +1 Card, +1 Action. Reveal the top card of your deck; if it costs
    3 coins or less, put it into your hand (else it stays on top)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        game.plus(player, cards=1, actions=1)
        for top in game.reveal_from_deck(player, 1):
            if game.cost(top).at_most(up_to(3)):
                game.move(top, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, top, player.revealed)
