"""Cabin Boy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CabinBoy(CardRules):
    """+1 Card, +1 Action. At the start of your next turn, choose one: +2 coins; or trash
    this to gain a Duration card."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def choose(g: Game, p: Player) -> None:
            prompt = "take +2 coins, or trash Cabin Boy to gain a Duration card"
            for mode in choose_options(g, p, card, prompt, ["coins", "trash"]):
                if mode == "coins":
                    g.plus(p, coins=2)
                elif g.trash_card(p, card, p.in_play):
                    g.choose_and_gain(p, "gain a Duration card", lambda c: c.is_a("Duration"))

        game.next_turn_effect(player, card, choose)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        self.wait_for_next_turn(game, player, card)
