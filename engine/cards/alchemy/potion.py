"""Potion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Potion(Treasure):
    """Gives a Potion, to pay for cards whose cost has one."""

    potions = 1
