"""Borrow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Borrow(CardRules):
    """An Event, once per turn: +1 Buy; if your -1 Card token is not on your deck, put it
    there and +1 coin."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Borrow" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        if not player.minus_card_token:
            game.put_minus_card_token(player)
            game.plus(player, coins=1)
