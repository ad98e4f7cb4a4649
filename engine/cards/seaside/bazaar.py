"""Bazaar."""

from __future__ import annotations

from engine.card import Vanilla


class Bazaar(Vanilla):
    """+1 Card, +2 Actions, +1 coin."""

    cards, actions, coins = 1, 2, 1
