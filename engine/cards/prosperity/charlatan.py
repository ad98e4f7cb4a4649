"""Charlatan."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.cards.helpers import curse_each_other

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Charlatan(CardRules):
    """+3 coins. Each other player gains a Curse. In games using this, Curse is also a
    Treasure worth 1 coin."""

    plus_coins_in_text = True
    gives_types: ClassVar[Mapping[str, frozenset[str]]] = {"Curse": frozenset({"Treasure"})}

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        curse_each_other(game, player, card)
