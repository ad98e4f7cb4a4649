"""Amphora."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Amphora(CardRules):
    """A Loot: either now or at the start of your next turn, +1 Buy and +3 coins."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # in play since the last turn, Amphora was played for later: the +Buy and coins wait
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, buys=1, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "take +1 Buy and +3 coins now, or at the start of your next turn"
        if game.decide(ChooseMode(player, prompt, ["now", "later"])) == "now":
            game.plus(player, buys=1, coins=3)
        else:
            self.wait_for_next_turn(game, player, card)
