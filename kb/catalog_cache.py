"""A cached copy of the engine's card catalogue, so that ``dkb run my.yaml`` starts
without loading and checking every record.

The copy is keyed by the fingerprint of every data file: a copy exists only for data
that loaded without an error, and any edit makes a new key. It lives where the search
cache does (``.dkb-index/`` in a checkout, else the user's cache folder); when no
folder can be written, the catalogue is simply built each time. It is read as
untrusted input (:mod:`kb.cache`): a copy that is not what it should be is rebuilt.
Reading a fresh copy imports neither pydantic nor yaml, nor json.
"""

from __future__ import annotations

import os
import zlib
from typing import TYPE_CHECKING, Any

from engine.catalog import CardFacts, Catalog
from engine.values import Cost, PileSize
from kb.cache import head_for, read_checked, store
from kb.jsonread import loads
from kb.paths import (
    cache_dirs,
    cache_folders,
    data_folder,
    is_packaged,
    packaged_index,
    records_key,
)

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["cached_catalog"]

_FORMAT = 5
"""Bumped when the stored form of a card's facts changes."""


_PILE_RULES = frozenset(p.value for p in PileSize)


def _to_json(facts: CardFacts) -> list[Any]:
    c = facts.cost
    return [
        facts.name,
        [c.coins, c.potion, c.debt, c.star, c.plus],
        sorted(facts.types),
        facts.pile,
        facts.pile_position,
        facts.pile_size,
        facts.supply,
        facts.kingdom,
        facts.landscape,
        list(facts.needs_piles),
        facts.pile_shuffled,
        list(facts.heirlooms),
        facts.expansion,
    ]


def _texts(values: Any) -> tuple[str, ...]:
    if type(values) is not list or not all(type(v) is str for v in values):
        raise TypeError("expected a list of texts")
    return tuple(values)


def _from_json(row: list[Any]) -> CardFacts:
    """One card's facts from :func:`_to_json`'s row; TypeError or ValueError when the
    row is anything else (a tampered copy). (The checks are written out: a run reads
    every card's row.)"""
    if type(row) is not list or len(row) != 13:
        raise TypeError("a card's row is a list of 13 values")
    (name, cost, types, pile, position, size, supply, kingdom, landscape, needs, shuffled,
     heirlooms, expansion) = row  # fmt: skip
    if type(cost) is not list or len(cost) != 5:
        raise TypeError("a cost is a list of 5 values")
    coins, potion, debt, star, plus = cost
    if not (
        type(name) is str
        and type(pile) is str
        and type(expansion) is str
        and type(coins) is int
        and type(potion) is int
        and type(debt) is int
        and type(position) is int
        and type(star) is bool
        and type(plus) is bool
        and type(supply) is bool
        and type(kingdom) is bool
        and type(landscape) is bool
        and type(shuffled) is bool
    ):
        raise TypeError(f"a value of the wrong type in the row of {name!r}")
    if type(size) is not int and size not in _PILE_RULES:
        raise ValueError(f"unknown pile size {size!r}")
    if min(coins, potion, debt, position) < 0 or (type(size) is int and size < 0):
        raise ValueError("a negative count")
    return CardFacts(
        name=name,
        cost=Cost(coins, potion, debt, star, plus),
        types=frozenset(_texts(types)),
        pile=pile,
        pile_position=position,
        pile_size=size,
        supply=supply,
        kingdom=kingdom,
        landscape=landscape,
        needs_piles=_texts(needs),
        pile_shuffled=shuffled,
        heirlooms=_texts(heirlooms),
        expansion=expansion,
    )


def _read(path: str, key: str, cards: int) -> Catalog | None:
    """The copy in ``path`` when it was made for ``key`` and holds ``cards`` cards (one
    a card file); None when missing, stale, damaged or tampered with."""
    found = read_checked(path, key)
    if found is None:
        return None
    try:
        rows = loads(found[1])
        if type(rows) is not list:
            raise TypeError("expected a list of cards")
        facts = Catalog(_from_json(row) for row in rows)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        return None
    return facts if len(facts.by_name) == cards else None


def cached_catalog(given: str | Path | None = None) -> Catalog:
    """The catalogue of the data in ``given`` (``$DKB_DATA``, else the project's),
    from the cache when the data has not changed; raises :class:`kb.loader.LoadError`
    when the data has errors."""
    root = data_folder(given)  # (paths as text: a fresh copy is read without pathlib)
    records, cards = records_key(root)
    key = f"catalog {_FORMAT} {records}"
    name = f"catalog-{zlib.crc32(key.encode('utf-8', 'surrogateescape')):08x}.json"
    shipped = [packaged_index()] if is_packaged(root) else []  # built into the wheel
    for folder in [*shipped, *cache_folders()]:
        found = _read(os.path.join(folder, name), key, cards)
        if found is not None:
            return found
    import json  # (only writing a copy needs it)

    from kb.loader import load  # here: a fresh copy is read without pydantic
    from kb.play import catalog

    built = catalog(load(root))
    body = json.dumps([_to_json(f) for f in built.by_name.values()]).encode("utf-8")
    store(cache_dirs(), name, head_for(key, body), body)
    return built
