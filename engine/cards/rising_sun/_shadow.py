"""Shadow cards (Rising Sun): playable from anywhere in their owner's deck as if in hand,
and put under the other cards when shuffled. The engine's play and shuffle paths do both
for a card whose rules say so (``playable_from_deck``, ``goes_under_when_shuffled``)."""

from __future__ import annotations

from engine.card import CardRules


class Shadow(CardRules):
    """A Shadow card: its owner may play it from their deck whenever they could play it from
    their hand, and when shuffled it goes under the shuffled cards."""

    playable_from_deck = True
    goes_under_when_shuffled = True
