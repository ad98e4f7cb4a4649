"""Root Cellar."""

from __future__ import annotations

from engine.cards.rising_sun._debt import VanillaWithDebt


class RootCellar(VanillaWithDebt):
    """+3 Cards, +1 Action, +3 Debt."""

    cards = 3
    actions = 1
    buys = 0
    debt = 3
