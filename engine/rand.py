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

_RANDOM = random.Random


def shuffle(rng: random.Random, cards: MutableSequence[T]) -> None:
    """Shuffle ``cards`` in place, exactly as ``rng.shuffle(cards)`` would."""
    if rng.__class__ is not _RANDOM:  # a generator with its own rules: ask it
        rng.shuffle(cards)
        return
    if len(cards) < 2:
        return
    getrandbits = rng.getrandbits
    k = len(cards).bit_length()  # the bits of n, for each n from len(cards) down
    shorter = 1 << (k - 1)  # below this, n has one bit fewer
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        if n < shorter:
            k -= 1
            shorter >>= 1
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """One of ``items`` (not empty), exactly as ``rng.choice(items)`` would pick it."""
    if rng.__class__ is not _RANDOM:
        return rng.choice(items)
    n = len(items)
    if not n:
        raise IndexError("cannot choose from an empty sequence")
    k = n.bit_length()
    j = rng.getrandbits(k)
    while j >= n:
        j = rng.getrandbits(k)
    return items[j]
