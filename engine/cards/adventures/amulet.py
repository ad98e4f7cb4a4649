"""Amulet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _choose_one(game: Game, player: Player, card: CardInstance) -> None:
    """+1 coin; or trash a card from your hand; or gain a Silver."""
    prompt = "+1 coin, trash a card, or gain a Silver"
    for mode in choose_options(game, player, card, prompt, ["coin", "trash", "silver"]):
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
        game.next_turn_effect(player, card, lambda g, p: _choose_one(g, p, card))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        _choose_one(game, player, card)
        self.wait_for_next_turn(game, player, card)
