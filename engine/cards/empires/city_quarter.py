"""City Quarter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CityQuarter(CardRules):
    """+2 Actions. Reveal your hand; +1 Card for each Action card in it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        game.reveal_hand(player)
        game.plus(player, cards=sum(1 for c in player.hand.cards if c.is_a("Action")))
