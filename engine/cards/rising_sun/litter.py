"""Litter."""

from __future__ import annotations

from engine.cards.rising_sun._debt import VanillaWithDebt


class Litter(VanillaWithDebt):
    """+2 Cards, +2 Actions, +1 Debt."""

    cards = 2
    actions = 2
    buys = 0
    debt = 1
