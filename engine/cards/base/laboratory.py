"""Laboratory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class Laboratory(Vanilla):
    """+2 Cards, +1 Action."""

    cards, actions = 2, 1
