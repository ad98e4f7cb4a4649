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

__all__ = ["below", "choice", "shuffle"]

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
    # position i takes one of the first i + 1 cards, drawn with the bits of i + 1: the
    # positions go down in runs whose i + 1 has the same number of bits, k
    k = len(cards).bit_length()
    top = len(cards) - 1
    while top > 0:
        lowest = max((1 << (k - 1)) - 1, 1)  # the last position whose i + 1 has k bits
        for i in range(top, lowest - 1, -1):
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
        top = lowest - 1
        k -= 1


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """One of ``items`` (not empty), exactly as ``rng.choice(items)`` would pick it."""
    if rng.__class__ is not _RANDOM:
        return rng.choice(items)
    if not items:
        raise IndexError("cannot choose from an empty sequence")
    return items[below(rng, len(items))]


def below(rng: random.Random, n: int) -> int:
    """The position :func:`choice` would pick among ``n`` things (``n`` > 0): one may
    pick among things held in more than one list without joining them first."""
    if rng.__class__ is not _RANDOM:
        return rng.choice(range(n))
    k = n.bit_length()  # (as random.Random._randbelow draws it)
    j = rng.getrandbits(k)
    while j >= n:
        j = rng.getrandbits(k)
    return j
