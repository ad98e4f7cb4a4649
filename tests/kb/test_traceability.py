"""Traceability: every section of both seed documents maps to the records that cover
it, and the test fails when a section has none.

The seeds themselves live outside the project; ``tests/fixtures/seeds.yaml`` holds
the facts these tests need (each seed's file name, hash and section titles), so the
tests run on a clone with nothing beside it. A record covers a section when its
``source`` (or one of its ``sources``) cites that section of the seed document.
Subsections of the seed (Black Market's "Setup", Governor's "Draw Mode", ...) are
covered through the section they belong to.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import yaml

from kb.loader import project_knowledge_base as knowledge_base

SEEDS_FILE = Path(__file__).parents[1] / "fixtures" / "seeds.yaml"
SEEDS: dict[str, dict[str, Any]] = {
    s["file"]: s for s in yaml.safe_load(SEEDS_FILE.read_text(encoding="utf-8"))
}

SUBSECTIONS = {
    "Setup": "Black Market",
    "Playing Black Market": "Black Market",
    "Draw Mode": "Governor",
    "Gain Mode": "Governor",
    "Upgrade Mode": "Governor",
    "Dominion Promos Rules": "Introduction",
    "Dominion Promo Rules": "Introduction",
    "Gain": "Introduction",
}


def citations() -> dict[tuple[str, str], set[str]]:
    kb = knowledge_base()
    cited: dict[tuple[str, str], set[str]] = defaultdict(set)

    def add(record_id: str, source: object) -> None:
        document = getattr(source, "document", None)
        section = getattr(source, "section", None)
        if document and section:
            cited[(document, section)].add(record_id)

    for card in kb.cards.values():
        for src in card.sources:
            add(card.id, src)
    for group in (kb.rulings, kb.clauses, kb.gain_sources, kb.timing_notes, kb.accessibility_notes):
        for rid, record in group.items():
            add(rid, record.source)
    return cited


CITED = citations()
DOCUMENTS = {d.seed: d for d in knowledge_base().documents.values() if d.seed}


@pytest.mark.parametrize("seed", sorted(DOCUMENTS))
def test_every_seed_section_maps_to_records(seed: str) -> None:
    document = DOCUMENTS[seed]
    uncovered = []
    table = []
    for heading in SEEDS[seed]["headings"]:
        section = SUBSECTIONS.get(heading, heading)
        assert section in document.sections, f"{seed}: heading {heading!r} is not a section"
    for section in document.sections:
        ids = CITED.get((document.id, section), set())
        table.append(f"  {section}: {len(ids)} record(s)")
        if not ids:
            uncovered.append(section)
    print(f"\n{seed} ({document.id}):\n" + "\n".join(table))
    assert not uncovered, f"{seed}: sections with no record: {uncovered}"


def test_both_seeds_are_documents() -> None:
    assert sorted(DOCUMENTS) == sorted(SEEDS)


def test_the_seed_facts_are_whole() -> None:
    for seed in SEEDS.values():
        assert len(seed["sha256"]) == 64 and seed["bytes"] > 0
        assert seed["headings"], f"{seed['file']}: no section titles"
