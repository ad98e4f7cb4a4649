"""Ruined Market."""

from __future__ import annotations

from engine.card import Vanilla


class RuinedMarket(Vanilla):
    """A Ruins: +1 Buy."""

    buys = 1
