"""Province."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Card

if TYPE_CHECKING:
    pass


class Province(Card):
    """Worth six victory points."""

    victory = 6
