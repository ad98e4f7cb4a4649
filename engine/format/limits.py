"""The bounds on what a scenario file may ask the engine for, each a named constant.

A small file must not be able to ask for billions of cards, thousands of nested
plays or an endless game: each bound below is far above anything a real position
needs, and going over one is a one-line error that names the bound.

>>> print(LimitError(too_deep(MAX_NESTED_PLAYS + 1)))
this chain is too deep: 101 plays nested (the limit is 100)
"""

from __future__ import annotations

__all__ = [
    "MAX_CARDS",
    "MAX_COUNT",
    "MAX_MOVES",
    "MAX_NESTED_PLAYS",
    "MAX_PLAYERS",
    "MAX_STEPS",
    "LimitError",
    "too_deep",
    "too_many_cards",
    "too_many_moves",
]

MAX_COUNT = 1_000
"""The largest count a file may write: a pile's size, a counter, a number of tokens."""

MAX_PLAYERS = 6
"""The most players a game may have (the rules allow six)."""

MAX_STEPS = 1_000
"""The most steps one scenario may have."""

MAX_NESTED_PLAYS = 100
"""The most plays resolving inside one another (a Throne Room playing a Throne Room
playing ...)."""

MAX_CARDS = 50_000
"""The most cards one game may hold, in every pile and zone together."""

MAX_MOVES = 200_000
"""The most times cards may change place in one scenario."""


class LimitError(Exception):
    """A scenario that asks for more than a bound allows; the text is one line."""


def too_deep(depth: int) -> str:
    """The error for a chain of ``depth`` nested plays."""
    return f"this chain is too deep: {depth} plays nested (the limit is {MAX_NESTED_PLAYS})"


def too_many_cards(total: int) -> str:
    """The error for a game that would hold ``total`` cards."""
    return f"the game would hold {total:,} cards (the limit is {MAX_CARDS:,})"


def too_many_moves(moves: int, limit: int = MAX_MOVES) -> str:
    """The error for a scenario that has moved cards ``moves`` times."""
    return f"cards have changed place {moves:,} times (the limit is {limit:,})"
