"""Fear."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fear(Hex):
    """With at least 5 cards in hand, discard an Action or Treasure (or reveal that you
    have none)."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if len(player.hand) < 5:
            return
        pool = [c for c in player.hand.cards if c.is_a("Action") or c.is_a("Treasure")]
        if not pool:
            game.reveal_hand(player)
            return
        chosen = game.choose_card(player, "discard an Action or Treasure", pool)
        if chosen is not None:
            game.discard(player, chosen, player.hand)
