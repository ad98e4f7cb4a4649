"""Festival."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class Festival(Vanilla):
    """+2 Actions, +1 Buy, +2 coins."""

    actions, buys, coins = 2, 1, 2
