"""Wine Merchant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import to_tavern

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WineMerchant(CardRules):
    """+1 Buy, +4 coins; put this on your Tavern mat. At the end of your Buy phase, if you
    have at least 2 coins unspent, you may discard this from your Tavern mat (the coins
    are not spent doing so)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=4)
        to_tavern(game, player, card)

    def on_mat_at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        if player.coins >= 2 and game.may(player, "discard Wine Merchant from your Tavern mat"):
            game.discard(player, card, player.tavern)
