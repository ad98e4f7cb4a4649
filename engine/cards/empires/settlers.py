"""Settlers."""

from __future__ import annotations

from engine.cards.empires._discard_search import TakesFromDiscard


class Settlers(TakesFromDiscard):
    """+1 Card, +1 Action. Look through your discard pile; you may reveal a Copper from
    it and put it into your hand."""

    actions, takes = 1, "Copper"
