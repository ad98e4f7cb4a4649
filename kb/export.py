"""The knowledge base as data for others: one JSON document, and a JSON Schema per
record type (what ``dkb export`` and ``dkb schema`` write, and the site publishes)."""

from __future__ import annotations

from typing import Any

from engine.format.scenario import Scenario
from kb.knowledge import KnowledgeBase
from kb.models import AccessibilityNote, Card, Document, GainSource, Rule, Ruling, TimingNote
from kb.status import proven, set_statuses

__all__ = ["SCHEMA_MODELS", "SCHEMA_VERSION", "export_document", "schemas"]

SCHEMA_VERSION = 1
"""The version of the export's format."""

SCHEMA_MODELS: dict[str, type[Any]] = {
    "card.schema.json": Card,
    "rule.schema.json": Rule,
    "timing-note.schema.json": TimingNote,
    "ruling.schema.json": Ruling,
    "gain-source.schema.json": GainSource,
    "accessibility-note.schema.json": AccessibilityNote,
    "scenario.schema.json": Scenario,
    "sources.schema.json": Document,
}
"""Each published JSON Schema file and the model it describes (``sources.schema.json``:
the list of :class:`~kb.models.Document` in ``data/sources.yaml``)."""


def export_document(kb: KnowledgeBase) -> dict[str, Any]:
    """The whole knowledge base as one JSON-ready mapping."""

    def dump(model: Any) -> Any:
        return model.model_dump(mode="json", by_alias=True, exclude_none=True)

    return {
        "meta": {
            "name": "Dominion rules knowledge base",
            "format_version": SCHEMA_VERSION,
            "counts": {
                "cards": len(kb.cards),
                "rules": len(kb.rules),
                "clauses": len(kb.clauses),
                "rulings": len(kb.rulings),
                "gain_sources": len(kb.gain_sources),
                "timing_notes": len(kb.timing_notes),
                "accessibility_notes": len(kb.accessibility_notes),
                "examples": len(kb.examples),
                "rulings_proven_by_the_engine": sum(1 for r in kb.rulings.values() if proven(r)),
            },
        },
        "sets": [
            {
                "name": s.expansion,
                "cards": len(s.cards),
                "cards_with_rulings": s.ruled,
                "cards_played_by_the_engine": s.played,
                "rulings": s.rulings,
                "rulings_proven_by_the_engine": s.proven,
                "card_status": {
                    c.name: {
                        "rulings": c.rulings,
                        "proven": c.proven,
                        "played_by_the_engine": c.played,
                    }
                    for c in s.cards
                },
            }
            for s in set_statuses(kb)
        ],
        "documents": {k: dump(v) for k, v in sorted(kb.documents.items())},
        "cards": {k: dump(v) for k, v in sorted(kb.cards.items())},
        "rules": {k: dump(v) for k, v in sorted(kb.rules.items())},
        "timing_notes": {k: dump(v) for k, v in sorted(kb.timing_notes.items())},
    }


def schemas() -> dict[str, dict[str, Any]]:
    """A JSON Schema per record type, by file name."""
    out: dict[str, dict[str, Any]] = {}
    for name, model in SCHEMA_MODELS.items():
        if model is not Document:
            out[name] = model.model_json_schema(by_alias=True)
    doc_schema = Document.model_json_schema()
    out["sources.schema.json"] = {
        "title": "Documents",
        "type": "array",
        "items": {"$ref": "#/$defs/Document"},
        "$defs": {"Document": doc_schema},
    }
    return out
