"""Coronet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Coronet(CardRules):
    """A Reward, an Action and a Treasure: you may play a non-Reward Action card from your
    hand twice; then you may play a non-Reward Treasure from your hand twice (each play
    resolved fully before the next; they use no Action)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for kind in ("Action", "Treasure"):
            pool = game.playable_from_hand(player, _non_reward(kind))
            target = game.choose_card(
                player, f"play a non-Reward {kind} card twice", pool, optional=True
            )
            if target is not None:
                game.play(player, target, from_hand=True, by=card)
                game.play(player, target, from_hand=False, by=card)


def _non_reward(kind: str) -> Callable[[CardInstance], bool]:
    return lambda c: c.is_a(kind) and not c.is_a("Reward")
