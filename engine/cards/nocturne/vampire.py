"""Vampire."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Vampire(CardRules):
    """Each other player receives the next Hex; gain a card costing up to 5 coins other
    than a Vampire; exchange this for a Bat."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        receive_hex(game, game.attack_targets(player, card))
        game.choose_and_gain(
            player,
            "gain a card costing up to 5 other than a Vampire",
            lambda c: c.name != "Vampire" and game.cost(c).at_most(up_to(5)),
        )
        game.exchange(player, card, "Bat")
