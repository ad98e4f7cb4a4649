"""Way of the Otter."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfTheOtter(VanillaWay):
    """A Way: +2 Cards."""

    cards = 2
