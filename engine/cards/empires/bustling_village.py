"""Bustling Village."""

from __future__ import annotations

from engine.cards.empires._discard_search import TakesFromDiscard


class BustlingVillage(TakesFromDiscard):
    """+1 Card, +3 Actions. Look through your discard pile; you may reveal a Settlers
    from it and put it into your hand."""

    actions, takes = 3, "Settlers"
