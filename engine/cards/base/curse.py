"""Curse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    pass


class Curse(CardRules):
    """Worth minus one victory point."""

    victory = -1
