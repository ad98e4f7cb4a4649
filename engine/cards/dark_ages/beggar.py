"""Beggar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Beggar(CardRules):
    """Gain three Coppers to your hand. When another player plays an Attack, you may
    first discard this to gain two Silvers, one onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(3):
            game.gain_named(player, "Copper", to=ZoneKind.HAND)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"discard Beggar when {attack.name} is played") and game.discard(
            player, reactor, player.hand
        ):
            game.gain_named(player, "Silver", to=ZoneKind.DECK)
            game.gain_named(player, "Silver")
        return False
