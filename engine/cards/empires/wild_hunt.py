"""Wild Hunt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WildHunt(CardRules):
    """A Gathering card. Choose one: +3 Cards and add 1 VP to the Wild Hunt pile; or gain
    an Estate, and if you do, take the VP from the pile."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "draw 3 cards, or gain an Estate"
        for mode in choose_options(game, player, card, prompt, ["cards", "estate"]):
            if mode == "cards":
                game.plus(player, cards=3)
                pile_tokens.put(game, "Wild Hunt", 1)
            elif game.gain_named(player, "Estate") is not None:
                pile_tokens.take(game, player, "Wild Hunt")
