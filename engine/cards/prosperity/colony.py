"""Colony."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Card

if TYPE_CHECKING:
    pass


class Colony(Card):
    """Worth ten victory points."""

    victory = 10
