"""Experiment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_GAINING_ANOTHER = Note("an Experiment gains another", bool, False)
"""True while an Experiment's when-gain ability gains the other Experiment (which does
not come with a third)."""


class Experiment(CardRules):
    """+2 Cards, +1 Action. Return this to the Supply. When you gain this, gain another
    Experiment (one that does not come with another)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)
        game.return_to_pile(player, card, player.in_play)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.remembered.get(_GAINING_ANOTHER):
            return
        game.remembered.set(_GAINING_ANOTHER, True)
        try:
            game.gain_named(player, "Experiment")
        finally:
            game.remembered.set(_GAINING_ANOTHER, False)
