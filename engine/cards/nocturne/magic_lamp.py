"""Magic Lamp."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MagicLamp(CardRules):
    """1 coin; when you play this, if at least 6 cards in play are the only copy of
    their name you have there, trash this; if you do, gain 3 Wishes."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        counts = Counter(player.in_play.names())
        if sum(1 for n in counts.values() if n == 1) < 6:
            return
        if game.trash_card(player, card, player.in_play):
            for _ in range(3):
                game.gain_named(player, "Wish")
