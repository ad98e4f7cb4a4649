"""Snowy Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseAmount

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SnowyVillage(CardRules):
    """+1 Card, +4 Actions, +1 Buy. Ignore any further +Actions you get this turn (the
    player may spend Villagers first, before that takes hold)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=4, buys=1)
        if player.villagers and not player.ignoring_actions:
            prompt = "spend Villagers for +Actions before Snowy Village ignores further +Actions"
            spent = game.decide(ChooseAmount(player, prompt, minimum=0, maximum=player.villagers))
            if spent:
                game.plus(player, villagers=-spent, actions=spent)
        game.ignore_further_actions(player)
