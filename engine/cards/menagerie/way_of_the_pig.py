"""Way of the Pig."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfThePig(VanillaWay):
    """A Way: +1 Card, +1 Action."""

    cards, actions = 1, 1
