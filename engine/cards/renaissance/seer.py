"""Seer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Seer(CardRules):
    """+1 Card, +1 Action. Reveal the top 3 cards of your deck; put those costing from 2
    to 4 coins into your hand, and the rest back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        shown = game.reveal_from_deck(player, 3)
        rest: list[CardInstance] = []
        for c in shown:
            cost = game.cost(c)
            if cost.at_least(up_to(2)) and cost.at_most(up_to(4)):
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
            else:
                rest.append(c)
        topdeck_in_chosen_order(game, player, rest, player.revealed)
