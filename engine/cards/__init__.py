"""Every implemented card, registered by name in :data:`REGISTRY`."""

from engine.cards import (
    attacks,
    basic,
    exchanges,
    gainers,
    horses,
    kingdom,
    night,
    ownership,
    promos,
    reserve_and_prizes,
    trash_gainers,
)
from engine.cards.base import REGISTRY, Behaviour

__all__ = [
    "REGISTRY",
    "Behaviour",
    "attacks",
    "basic",
    "exchanges",
    "gainers",
    "horses",
    "kingdom",
    "night",
    "ownership",
    "promos",
    "reserve_and_prizes",
    "trash_gainers",
]
