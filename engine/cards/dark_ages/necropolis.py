"""Necropolis."""

from __future__ import annotations

from engine.card import Vanilla


class Necropolis(Vanilla):
    """A Shelter: +2 Actions."""

    actions = 2
