"""Search quality: player-style queries must find their record in the top 3.

``tests/search/search_queries.yaml`` runs against the real ``data/``; the ruling questions of
``tests/fixtures/search/queries.yaml`` against the fixture data beside it. Each entry
is ``{query: ..., expect: <record id>, kind: <its kind, optional>}``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from kb.loader import load
from kb.search import Index, rank
from kb.search_index import build_index

HERE = Path(__file__).parent
SETS = {
    "data": (HERE / "search_queries.yaml", None),
    "fixture": (
        HERE.parent / "fixtures" / "search" / "queries.yaml",
        HERE.parent / "fixtures" / "search",
    ),
}


def _entries(name: str) -> list[dict[str, Any]]:
    entries = yaml.safe_load(SETS[name][0].read_text(encoding="utf-8"))
    assert isinstance(entries, list) and entries, f"{SETS[name][0]}: no queries"
    return entries


_INDEXES: dict[str, Index] = {}


def _index(name: str) -> Index:
    if name not in _INDEXES:
        _INDEXES[name] = build_index(load(SETS[name][1]))
    return _INDEXES[name]


def _position(index: Index, entry: dict[str, Any]) -> int | None:
    """Where the expected record comes (1 is first), or None past the tenth."""
    found = [h.record for h in rank(index, str(entry["query"]), limit=10)]
    for n, record in enumerate(found, 1):
        if record.id == entry["expect"]:
            return n
    return None


CASES = [(name, e) for name in SETS for e in _entries(name)]


@pytest.mark.parametrize(
    ("name", "entry"), CASES, ids=[f"{n}:{e['query']}" for n, e in CASES]
)  # fmt: skip
def test_query_finds_its_record(name: str, entry: dict[str, Any]) -> None:
    index = _index(name)
    by_id = {r.id: r for r in index.records}
    want = entry["expect"]
    assert want in by_id, f"expected id {want!r} is not in the {name} data: fix the query file"
    if "kind" in entry:
        assert by_id[want].kind == entry["kind"], f"{want} is a {by_id[want].kind}"
    found = [h.record.id for h in rank(index, str(entry["query"]), limit=3)]
    assert want in found, f"{entry['query']!r}: {want} not in the top 3 {found}"


def test_report_hit_rates(capsys: pytest.CaptureFixture[str]) -> None:
    lines = []
    for name in SETS:
        entries = _entries(name)
        places = [_position(_index(name), e) for e in entries]
        hit1 = sum(p == 1 for p in places) / len(places)
        hit3 = sum(p is not None and p <= 3 for p in places) / len(places)
        lines.append(f"search quality ({name}, {len(places)} queries): "
                     f"hit@1 {hit1:.0%}, hit@3 {hit3:.0%}")  # fmt: skip
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    assert len(_entries("data")) >= 40
