"""Imperial Envoy."""

from __future__ import annotations

from engine.cards.rising_sun._debt import VanillaWithDebt


class ImperialEnvoy(VanillaWithDebt):
    """+5 Cards, +1 Buy, +2 Debt."""

    cards = 5
    actions = 0
    buys = 1
    debt = 2
