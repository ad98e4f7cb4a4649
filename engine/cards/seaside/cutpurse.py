"""Cutpurse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cutpurse(CardRules):
    """+2 coins. Each other player discards a Copper (or reveals a hand with none)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            copper = victim.hand.named("Copper")
            if copper is not None:
                game.discard(victim, copper, victim.hand)
            else:
                game.reveal_hand(victim)
