"""Way of the Mule."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfTheMule(VanillaWay):
    """A Way: +1 Action, +1 coin."""

    actions, coins = 1, 1
