"""Champion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Champion(CardRules):
    """+1 Action. For the rest of the game, when another player plays an Attack, it does
    not affect you, and when you play an Action, +1 Action. (It stays in play.)"""

    protects_from_attacks = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: None, persistent=True, quiet=True)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        self.wait_for_next_turn(game, player, card)

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if played.is_a("Action"):
            game.plus(player, actions=1)
