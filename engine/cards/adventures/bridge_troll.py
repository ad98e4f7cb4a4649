"""Bridge Troll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BridgeTroll(CardRules):
    """An Attack and Duration: each other player takes their -1 Coin token. Now and at
    the start of your next turn, +1 Buy. While this is in play, cards cost 1 coin less on
    your turns (not below 0)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, buys=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            game.take_minus_coin_token(victim)
        game.plus(player, buys=1)
        self.wait_for_next_turn(game, player, card)

    def reduces_costs_by(self, game: Game, owner: Player, costed: CardFacts) -> int:
        return 1 if owner is game.current else 0
