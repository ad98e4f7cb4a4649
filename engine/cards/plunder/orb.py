"""Orb."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Orb(CardRules):
    """A Loot: look through your discard pile; choose one: play an Action or Treasure
    from it, or +1 Buy and +3 coins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.discard.cards if c.is_a("Action") or c.is_a("Treasure")]
        chosen = game.choose_card(
            player,
            "play an Action or Treasure from your discard pile (or none: +1 Buy and +3 coins)",
            pool,
            optional=True,
        )
        if chosen is None:
            game.plus(player, buys=1, coins=3)
        elif game.move(chosen, player.discard, player.in_play, verb="puts"):
            game.play(player, chosen, from_hand=False)
