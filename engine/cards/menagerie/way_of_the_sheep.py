"""Way of the Sheep."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfTheSheep(VanillaWay):
    """A Way: +2 coins."""

    coins = 2
