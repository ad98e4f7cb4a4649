"""Ill-Gotten Gains."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class IllGottenGains(CardRules):
    """Worth 1 coin; you may gain a Copper to your hand. When you gain it, each other
    player gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        if game.may(player, "gain a Copper to your hand"):
            game.gain_named(player, "Copper", to=ZoneKind.HAND)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for other in game.others(player):
            game.gain_named(other, "Curse")
