"""Squire."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Squire(CardRules):
    """+1 coin. Choose one: +2 Actions; +2 Buys; or gain a Silver. When you trash this,
    gain an Attack card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        for choice in choose_options(
            game, player, card, "choose one", ["actions", "buys", "silver"]
        ):
            if choice == "actions":
                game.plus(player, actions=2)
            elif choice == "buys":
                game.plus(player, buys=2)
            else:
                game.gain_named(player, "Silver")

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(player, "gain an Attack card", lambda c: c.is_a("Attack"))
