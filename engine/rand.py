"""Shuffling and picking at random: the results of :meth:`random.Random.shuffle` and
:meth:`random.Random.choice` from the same generator, with one method call per draw of
random bits instead of three per card (a game shuffles thousands of times).

``tests/engine/test_rand.py`` checks both against the standard library's own, so a
seeded game deals the same cards either way.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

__all__ = ["choice", "shuffle"]

T = TypeVar("T")


def shuffle(rng: random.Random, cards: MutableSequence[T]) -> None:
    """Shuffle ``cards`` in place, exactly as ``rng.shuffle(cards)`` would."""
    if type(rng) is not random.Random:  # a generator with its own rules: ask it
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """One of ``items`` (not empty), exactly as ``rng.choice(items)`` would pick it."""
    if type(rng) is not random.Random:
        return rng.choice(items)
    n = len(items)
    if not n:
        raise IndexError("cannot choose from an empty sequence")
    k = n.bit_length()
    j = rng.getrandbits(k)
    while j >= n:
        j = rng.getrandbits(k)
    return items[j]
