"""Farm."""

from __future__ import annotations

from engine.card import Treasure


class Farm(Treasure):
    """2 coins; worth two victory points (Harem in earlier printings)."""

    coins = 2
    victory = 2
