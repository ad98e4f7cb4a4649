"""Traceability: every section of both seed documents maps to the records that cover
it, and the test fails when a section has none.

A record covers a section when its ``source`` (or one of its ``sources``) cites that
section of the seed document. Subsections of the seed (Black Market's "Setup",
Governor's "Draw Mode", ...) are covered through the section they belong to.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from kb.loader import project_knowledge_base as knowledge_base

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"

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


def headings(text: str) -> list[str]:
    """Lines that stand alone as titles: short, no closing punctuation, not a list item."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and len(line) < 45 and not line.startswith("-") and line[-1] not in ".:;,)":
            out.append(line)
    return out


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
    text = (SEEDS / seed).read_text(encoding="utf-8")
    uncovered = []
    table = []
    for heading in headings(text):
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
    assert sorted(DOCUMENTS) == sorted(p.name for p in SEEDS.glob("*.txt"))
