"""Smithy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    pass


class Smithy(Vanilla):
    """+3 Cards."""

    cards = 3
