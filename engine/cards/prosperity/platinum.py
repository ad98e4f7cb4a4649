"""Platinum."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Platinum(Treasure):
    """Worth five coins."""

    coins = 5
