"""Populate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import action_supply_piles
from engine.decisions import ChooseSupply

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Populate(CardRules):
    """An Event: gain one card (the top one) from each Action Supply pile, in the order
    you choose; an empty pile gives nothing."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        waiting = action_supply_piles(game)
        while True:
            tops = {z.cards[0].name: z for p in waiting if (z := game.supply[p]).cards}
            if not tops:
                return
            prompt = "choose the Action pile Populate gains from next"
            name = game.decide(ChooseSupply(player, prompt, list(tops)))
            pile = tops[name or next(iter(tops))]
            waiting.remove(next(p for p in waiting if game.supply[p] is pile))
            game.gain(player, pile.cards[0], pile)
