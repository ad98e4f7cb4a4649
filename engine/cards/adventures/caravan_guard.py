"""Caravan Guard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CaravanGuard(CardRules):
    """A Duration: +1 Card, +1 Action; at the start of your next turn, +1 coin. A
    Reaction: when another player plays an Attack, you may play this from your hand (its
    +1 Action does nothing in their turn)."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        self.wait_for_next_turn(game, player, card)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"play Caravan Guard before {attack.name} resolves"):
            game.play(player, reactor)
        return False
