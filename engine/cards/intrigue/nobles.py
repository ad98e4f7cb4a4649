"""Nobles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Nobles(CardRules):
    """Choose one: +3 Cards; or +2 Actions. Worth two victory points."""

    victory = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["cards", "actions"]):
            if mode == "cards":
                game.plus(player, cards=3)
            else:
                game.plus(player, actions=2)
