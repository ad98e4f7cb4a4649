"""Duchy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Card

if TYPE_CHECKING:
    pass


class Duchy(Card):
    """Worth three victory points."""

    victory = 3
