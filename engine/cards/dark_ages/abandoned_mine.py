"""Abandoned Mine."""

from __future__ import annotations

from engine.card import Vanilla


class AbandonedMine(Vanilla):
    """A Ruins: +1 coin."""

    coins = 1
