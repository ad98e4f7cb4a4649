"""Nomad Camp."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.values import ZoneKind

if TYPE_CHECKING:
    pass


class NomadCamp(Vanilla):
    """+1 Buy, +2 coins; when you gain it, it goes onto your deck."""

    buys, coins = 1, 2
    gained_to = ZoneKind.DECK
