"""engine.rand gives exactly what the standard library's Random gives."""

from __future__ import annotations

import random

import pytest

from engine import rand


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 10, 17, 40, 64, 65, 200])
def test_shuffle_matches_random_shuffle(length: int) -> None:
    for seed in range(60):
        ours, theirs = list(range(length)), list(range(length))
        a, b = random.Random(seed), random.Random(seed)
        rand.shuffle(a, ours)
        b.shuffle(theirs)
        assert ours == theirs
        assert a.random() == b.random()  # and the generators are left in step


@pytest.mark.parametrize("length", [1, 2, 3, 5, 8, 9, 16, 17, 100])
def test_choice_matches_random_choice(length: int) -> None:
    items = [f"card {i}" for i in range(length)]
    a, b = random.Random(length), random.Random(length)
    assert [rand.choice(a, items) for _ in range(300)] == [b.choice(items) for _ in range(300)]


def test_choice_from_nothing_is_an_error() -> None:
    with pytest.raises(IndexError):
        rand.choice(random.Random(1), [])


@pytest.mark.parametrize("length", [1, 2, 5, 17, 100])
def test_below_picks_the_position_choice_picks(length: int) -> None:
    items = [f"card {i}" for i in range(length)]
    a, b = random.Random(length), random.Random(length)
    assert [items[rand.below(a, length)] for _ in range(300)] == [
        b.choice(items) for _ in range(300)
    ]
