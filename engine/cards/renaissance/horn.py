"""Horn."""

from __future__ import annotations

from engine.card import CardRules


class Horn(CardRules):
    """An Artifact: once per turn, when you discard a Border Guard from play, you may put
    it onto your deck. Border Guard's own when-discarded-from-play ability asks its owner
    (:mod:`engine.cards.renaissance.border_guard`); the Horn itself has no hook."""
