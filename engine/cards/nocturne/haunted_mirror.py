"""Haunted Mirror."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HauntedMirror(CardRules):
    """1 coin; when you trash this, you may discard an Action card, to gain a Ghost."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Action")]
        chosen = game.choose_card(
            player, "discard an Action card to gain a Ghost", pool, optional=True
        )
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.gain_named(player, "Ghost")
