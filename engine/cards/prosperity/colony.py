"""Colony."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    pass


class Colony(CardRules):
    """Worth ten victory points."""

    victory = 10
