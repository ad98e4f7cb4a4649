"""Prosper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Prosper(CardRules):
    """An Event: gain a Loot, then any number of differently named Treasures, one at a
    time."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_from_pile(game, player, "Loot")
        named: set[str] = set()
        while True:
            choice = game.choose_from_supply(
                player,
                "gain a Treasure with a name not yet gained this way",
                lambda c: c.is_a("Treasure") and c.name not in named,
                optional=True,
            )
            if choice is None or choice.zone is None:
                return
            named.add(choice.name)
            game.gain(player, choice, choice.zone)
