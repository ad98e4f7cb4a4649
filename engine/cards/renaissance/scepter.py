"""Scepter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Scepter(CardRules):
    """A Treasure. When you play this, choose one: +2 coins; or replay an Action card you
    played this turn that is still in play."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["coins", "replay"]):
            if mode == "coins":
                game.plus(player, coins=2)
                continue
            pool = [
                c
                for c in game.played_this_turn_in_play(player)
                if c.is_a("Action") and c is not card
            ]
            chosen = game.choose_card(player, "replay an Action card you played this turn", pool)
            if chosen is not None:
                game.play(player, chosen, from_hand=False, by=card)
