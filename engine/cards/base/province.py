"""Province."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    pass


class Province(CardRules):
    """Worth six victory points."""

    victory = 6
