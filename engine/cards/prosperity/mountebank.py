"""Mountebank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mountebank(CardRules):
    """+2 coins. Each other player may discard a Curse; one who does not gains a Curse
    and a Copper."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            curse = victim.hand.named("Curse")
            if curse is not None and game.may(victim, "discard a Curse"):
                game.discard(victim, curse, victim.hand)
                continue
            game.gain_named(victim, "Curse")
            game.gain_named(victim, "Copper")
