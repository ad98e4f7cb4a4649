"""Way of the Ox."""

from __future__ import annotations

from engine.card import VanillaWay


class WayOfTheOx(VanillaWay):
    """A Way: +2 Actions."""

    actions = 2
