"""Twice Miserable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import State

if TYPE_CHECKING:
    pass


class TwiceMiserable(State):
    """-4 VP when scoring."""

    victory = -4
