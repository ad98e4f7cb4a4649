"""Silver."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Silver(Treasure):
    """Worth two coins."""

    coins = 2
