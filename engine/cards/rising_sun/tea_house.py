"""Tea House."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.rising_sun._prophecy import plus_sun

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TeaHouse(CardRules):
    """An Omen: +1 Sun, then +1 Card, +1 Action and +2 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        game.plus(player, cards=1, actions=1, coins=2)
