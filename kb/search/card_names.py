"""A card's name from a player's spelling, typos allowed: how ``dkb kingdom`` and the
site's kingdom page read the names typed.

Names and aliases are normalised as search normalises words (:func:`tokens`), then
compared by their longest common subsequence, as :func:`kb.search.ranking.resolve`
compares them. The page (``docs/javascripts/kingdom.js``) ports :func:`match` line by
line over the same table (:func:`name_table`); keep the two in step.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz.distance import LCSseq

from kb.search.ranking import tokens

__all__ = ["ACCEPT", "MARGIN", "NEAREST", "match", "name_table", "score"]

ACCEPT = 80.0
"""A fuzzy match is taken when it scores this much or more ..."""

MARGIN = 8.0
"""... and this much more than the next card's best name."""

NEAREST = 50.0
"""Names scoring less than this are not offered as nearest names."""

_PARTIAL = 0.85
"""The weight of a match against part of a longer name (``kings`` in ``King's Court``)."""


def name_table(cards: Sequence[tuple[str, Sequence[str]]]) -> list[tuple[str, int]]:
    """``[normalised name, card index]`` for each card's name and aliases, in the
    order of ``cards`` (each a name and its aliases)."""
    out: list[tuple[str, int]] = []
    for i, (name, aliases) in enumerate(cards):
        for text in dict.fromkeys([name, *aliases]):
            words = " ".join(tokens(text))
            if words:
                out.append((words, i))
    return out


def score(query: str, text: str) -> float:
    """How alike a normalised query and name are, 0 to 100: twice their longest common
    subsequence over their lengths, or 0.85 of the best such score against a stretch
    of a longer name as long as the query."""
    m, n = len(query), len(text)
    value = 200 * LCSseq.similarity(query, text) / (m + n)
    if 4 <= m < n:
        best = max(LCSseq.similarity(query, text[i : i + m]) for i in range(n - m + 1))
        value = max(value, _PARTIAL * (100 * best / m))
    return value


def match(table: Sequence[tuple[str, int]], typed: str) -> tuple[int | None, list[int]]:
    """The index of the card ``typed`` names, else ``(None, nearest card indexes)``.

    An exact name or alias wins. Otherwise the best card wins when its score is at
    least :data:`ACCEPT` and :data:`MARGIN` above the next card's.
    """
    query = " ".join(tokens(typed))
    if not query:
        return None, []
    for text, card in table:
        if text == query:
            return card, []
    best: dict[int, float] = {}
    for text, card in table:
        s = score(query, text)
        if s > best.get(card, -1.0):
            best[card] = s
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))
    if not ranked:
        return None, []
    top = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    if top >= ACCEPT and top - second >= MARGIN:
        return ranked[0][0], []
    return None, [i for i, s in ranked[:5] if s >= max(NEAREST, top - 25)]
