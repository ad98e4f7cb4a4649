"""Stronghold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stronghold(CardRules):
    """Choose one: +3 coins; or at the start of your next turn, +3 Cards. Worth 2
    victory points."""

    victory = 2
    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["coins", "cards"]):
            if mode == "coins":
                game.plus(player, coins=3)
            else:
                self.wait_for_next_turn(game, player, card)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=3))
        return True
