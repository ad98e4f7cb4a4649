"""Coin of the Realm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CoinOfTheRealm(CardRules):
    """A Treasure: 1 coin, and it goes onto your Tavern mat. Right after you finish
    playing an Action card, you may call it, for +2 Actions."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        to_tavern(game, player, card)

    def on_mat_after_action(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if game.may(player, "call Coin of the Realm for +2 Actions") and call(game, player, card):
            game.plus(player, actions=2)
