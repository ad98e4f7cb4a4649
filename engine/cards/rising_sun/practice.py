"""Practice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Practice(CardRules):
    """An Event: you may play an Action card from your hand twice."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Action")]
        target = game.choose_card(player, "play an Action card twice", pool, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True)
        game.play(player, target, from_hand=False)
