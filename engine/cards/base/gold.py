"""Gold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Gold(Treasure):
    """Worth three coins."""

    coins = 3
