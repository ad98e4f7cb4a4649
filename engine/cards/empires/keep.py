"""Keep."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


def _treasures(player: Player) -> Counter[str]:
    return Counter(c.name for c in player.owned() if c.is_a("Treasure"))


class Keep(CardRules):
    """A Landmark: when scoring, 5 VP per differently named Treasure you have more copies
    of than each other player, or are tied for most of."""

    def landmark_points(self, game: Game, player: Player) -> int:
        mine = _treasures(player)
        others = [_treasures(p) for p in game.others(player)]
        return 5 * sum(1 for name, n in mine.items() if all(n >= o[name] for o in others))
