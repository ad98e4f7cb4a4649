"""Estate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Card

if TYPE_CHECKING:
    pass


class Estate(Card):
    """Worth one victory point."""

    victory = 1
