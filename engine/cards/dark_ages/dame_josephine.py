"""Dame Josephine."""

from __future__ import annotations

from engine.cards.dark_ages._knights import Knight


class DameJosephine(Knight):
    """A Knight and Victory card worth 2 victory points; playing it is the Knights'
    attack."""

    victory = 2
