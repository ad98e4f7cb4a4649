"""Alms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Alms(CardRules):
    """An Event, once per turn: if you have no Treasures in play, gain a card costing up
    to 4 coins."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Alms" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if any(c.is_a("Treasure") for c in player.in_play.cards):
            game.note(player, lambda: f"{player.name} has a Treasure in play: Alms gains nothing.")
            return
        game.choose_and_gain(player, "gain a card costing up to 4", costs_up_to(game, up_to(4)))
