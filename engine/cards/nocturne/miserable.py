"""Miserable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import State

if TYPE_CHECKING:
    pass


class Miserable(State):
    """-2 VP when scoring."""

    victory = -2
