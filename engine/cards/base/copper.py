"""Copper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Copper(Treasure):
    """Worth one coin."""

    coins = 1
