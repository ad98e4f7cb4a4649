"""Artist."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Artist(CardRules):
    """+1 Action; +1 Card per card you have exactly one copy of in play (by name)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        counts = Counter(c.name for c in player.in_play.cards)
        game.plus(player, cards=sum(1 for n in counts.values() if n == 1))
