"""Moat."""

from __future__ import annotations

from engine.card import Vanilla
from engine.cards.helpers import RevealToBeUnaffected


class Moat(Vanilla, RevealToBeUnaffected):
    """+2 Cards. When another player plays an Attack, you may reveal this from your
    hand to be unaffected by it."""

    cards = 2
