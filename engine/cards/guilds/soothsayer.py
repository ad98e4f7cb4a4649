"""Soothsayer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Soothsayer(CardRules):
    """Gain a Gold. Each other player gains a Curse, and each who did draws a card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
        for victim in game.attack_targets(player, card):
            if game.gain_named(victim, "Curse") is not None:
                game.draw(victim, 1)
