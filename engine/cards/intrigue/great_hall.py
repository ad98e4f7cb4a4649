"""Great Hall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class GreatHall(Vanilla):
    """+1 Card, +1 Action; worth one victory point."""

    cards, actions = 1, 1
    victory = 1
