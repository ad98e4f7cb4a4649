"""Ruined Village."""

from __future__ import annotations

from engine.card import Vanilla


class RuinedVillage(Vanilla):
    """A Ruins: +1 Action."""

    actions = 1
