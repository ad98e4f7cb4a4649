"""Amulet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _choose_one(game: Game, player: Player) -> None:
    """+1 coin; or trash a card from your hand; or gain a Silver."""
    mode = game.decide(
        ChooseMode(player, "+1 coin, trash a card, or gain a Silver", ["coin", "trash", "silver"])
    )
    if mode == "coin":
        game.plus(player, coins=1)
    elif mode == "trash":
        trash_from_hand(game, player, "trash a card")
    else:
        game.gain_named(player, "Silver")


class Amulet(CardRules):
    """A Duration: now and at the start of your next turn, choose one (each time afresh):
    +1 coin; or trash a card from your hand; or gain a Silver."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, _choose_one)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        _choose_one(game, player)
        self.wait_for_next_turn(game, player, card)
