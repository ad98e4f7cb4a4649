"""Market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class Market(Vanilla):
    """+1 Card, +1 Action, +1 Buy, +1 coin."""

    cards, actions, buys, coins = 1, 1, 1, 1
