"""Ruined Library."""

from __future__ import annotations

from engine.card import Vanilla


class RuinedLibrary(Vanilla):
    """A Ruins: +1 Card."""

    cards = 1
