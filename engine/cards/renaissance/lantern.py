"""Lantern."""

from __future__ import annotations

from engine.card import CardRules


class Lantern(CardRules):
    """An Artifact: Border Guards you play reveal 3 cards and discard 2 (all 3 must be
    Actions to take the Horn). Border Guard's play reads it
    (:mod:`engine.cards.renaissance.border_guard`); the Lantern itself has no hook."""
