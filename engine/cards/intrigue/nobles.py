"""Nobles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Nobles(CardRules):
    """Choose one: +3 Cards; or +2 Actions. Worth two victory points."""

    victory = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.decide(ChooseMode(player, "choose one", ["cards", "actions"])) == "cards":
            game.plus(player, cards=3)
        else:
            game.plus(player, actions=2)
