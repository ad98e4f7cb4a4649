"""Duchy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    pass


class Duchy(CardRules):
    """Worth three victory points."""

    victory = 3
