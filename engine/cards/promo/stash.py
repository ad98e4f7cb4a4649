"""Stash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure

if TYPE_CHECKING:
    pass


class Stash(Treasure):
    """Worth two coins; when you shuffle it, you place it anywhere in the shuffled cards."""

    coins = 2
    placed_when_shuffled = True
