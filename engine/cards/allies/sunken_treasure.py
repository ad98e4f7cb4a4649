"""Sunken Treasure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SunkenTreasure(CardRules):
    """Gain an Action card you don't have a copy of in play (none, if the Supply has no
    such card)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        in_play = {c.name for c in player.in_play.cards}
        game.choose_and_gain(
            player,
            "gain an Action card you have no copy of in play",
            lambda c: c.is_a("Action") and c.name not in in_play,
        )
