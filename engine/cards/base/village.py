"""Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class Village(Vanilla):
    """+1 Card, +2 Actions."""

    cards, actions = 1, 2
