"""Every implemented card, registered by name in :data:`REGISTRY`."""

from engine.cards import basic, gainers, kingdom, promos
from engine.cards.base import REGISTRY, Behaviour

__all__ = ["REGISTRY", "Behaviour", "basic", "gainers", "kingdom", "promos"]
