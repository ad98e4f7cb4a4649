"""Inheritance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Inheritance(CardRules):
    """An Event, once per game: set aside a non-Command Action card from the Supply costing
    up to 4 coins and move your Estate token to it. During your turns, Estates are also
    Command Action cards that play the card with your Estate token, leaving it there."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return player.estate_token_on is not None

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        limit = up_to(4)
        chosen = game.choose_from_supply(
            player,
            "set aside an Action card for your Estate token",
            lambda c: c.is_a("Action") and not c.is_a("Command") and game.cost(c).at_most(limit),
        )
        if chosen is None or chosen.zone is None:
            return
        if game.set_aside(player, chosen, chosen.zone, "Inheritance"):
            game.set_estate_token(player, chosen)
