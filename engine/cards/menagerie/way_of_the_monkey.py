"""Way of the Monkey."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfTheMonkey(VanillaWay):
    """A Way: +1 Buy, +1 coin."""

    buys, coins = 1, 1
