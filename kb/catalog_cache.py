"""A cached copy of the engine's card catalogue, so that ``dkb run my.yaml`` starts
without loading and checking every record.

The copy is keyed by the fingerprint of every data file: a copy exists only for data
that loaded without an error, and any edit makes a new key. It lives where the search
cache does (``.dkb-index/`` in a checkout, else the user's cache folder); when no
folder can be written, the catalogue is simply built each time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.catalog import CardFacts, Catalog
from engine.values import Cost
from kb.loader import load
from kb.paths import SOURCES_FILE, cache_dirs, data_dir, fingerprint, record_files
from kb.play import catalog
from kb.writer import write_atomic

__all__ = ["cached_catalog"]

_FORMAT = 4
"""Bumped when the stored form of a card's facts changes."""


def _key(root: Path) -> str:
    return fingerprint([*record_files(root), root / SOURCES_FILE], salt=f"catalog {_FORMAT}")


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


def _from_json(row: list[Any]) -> CardFacts:
    (
        name,
        cost,
        types,
        pile,
        position,
        size,
        supply,
        kingdom,
        landscape,
        needs,
        shuffled,
        heirlooms,
        expansion,
    ) = row
    return CardFacts(
        name=str(name),
        cost=Cost(*cost),
        types=frozenset(types),
        pile=str(pile),
        pile_position=int(position),
        pile_size=size,
        supply=bool(supply),
        kingdom=bool(kingdom),
        landscape=bool(landscape),
        needs_piles=tuple(needs),
        pile_shuffled=bool(shuffled),
        heirlooms=tuple(heirlooms),
        expansion=str(expansion),
    )


def _read(path: Path) -> Catalog | None:
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
        return Catalog(_from_json(row) for row in rows)
    except (OSError, ValueError, TypeError, KeyError):
        return None  # a missing or damaged copy is rebuilt


def _write(folder: Path, name: str, facts: Catalog) -> None:
    try:
        text = json.dumps([_to_json(f) for f in facts.by_name.values()])
        write_atomic(folder / name, text, make_parents=True)
    except OSError:
        return  # nowhere to keep it: it is built again next time


def cached_catalog(given: str | Path | None = None) -> Catalog:
    """The catalogue of the data in ``given`` (``$DKB_DATA``, else the project's),
    from the cache when the data has not changed; raises :class:`kb.loader.LoadError`
    when the data has errors."""
    root = data_dir(given)
    name = f"catalog-{_key(root)}.json"
    for folder in cache_dirs():
        found = _read(folder / name)
        if found is not None:
            return found
    built = catalog(load(root))
    for folder in cache_dirs():
        _write(folder, name, built)
        if (folder / name).exists():
            break
    return built
