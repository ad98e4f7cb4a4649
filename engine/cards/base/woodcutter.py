"""Woodcutter."""

from __future__ import annotations

from engine.card import Vanilla


class Woodcutter(Vanilla):
    """+1 Buy, +2 coins."""

    buys = 1
    coins = 2
