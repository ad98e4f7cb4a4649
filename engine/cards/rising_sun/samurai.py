"""Samurai."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Samurai(CardRules):
    """A Duration Attack: each other player discards down to 3 cards in hand (once); at
    the start of each of your turns for the rest of the game, +1 coin. (It stays in play.)"""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=1), persistent=True)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
        self.wait_for_next_turn(game, player, card)
