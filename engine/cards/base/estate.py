"""Estate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    pass


class Estate(CardRules):
    """Worth one victory point."""

    victory = 1
