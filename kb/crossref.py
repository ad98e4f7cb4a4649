"""Checks that every name and id a record mentions exists."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.format.errors import did_you_mean, dotted, quoted
from engine.format.names import Path, scenario_problems
from engine.format.scenario import Scenario
from engine.format.yamlfile import DataError, YamlDocument
from kb.knowledge import KnowledgeBase
from kb.models import Card, Rule, SetupNeed, Source, TimingNote, slug
from kb.paths import SOURCES_FILE

__all__ = ["check_references"]


class _Known(set[str]):
    """Names that exist, counting those of records whose own file did not load, so
    that one broken file gives one error rather than one per reference to it."""

    def __init__(self, names: Iterable[str], broken: set[str]) -> None:
        super().__init__(names)
        self.broken = broken

    def __contains__(self, name: object) -> bool:
        return super().__contains__(name) or (isinstance(name, str) and slug(name) in self.broken)


def check_references(
    kb: KnowledgeBase, records: list[tuple[str, Any, YamlDocument]], errors: list[DataError]
) -> None:
    """Append an error for every dangling reference in the loaded records."""
    card_names = _Known(kb.card_names, kb.broken_ids)
    pile_names = _Known(kb.pile_names(), kb.broken_ids)
    ids = _Known(kb.ids(), kb.broken_ids)
    rule_refs = _Known(set(kb.rules) | set(kb.clauses), kb.broken_ids)

    for _kind, record, doc in records:

        def report(path: Path, message: str, doc: YamlDocument = doc) -> None:
            errors.append(DataError(doc.file, doc.line(path), message, dotted(path)))

        def names(path: Path, values: Iterable[str]) -> None:
            for i, name in enumerate(values):
                if name not in card_names:
                    report(
                        (*path, i), f"unknown card {quoted(name)}" + did_you_mean(name, card_names)
                    )

        def rules(path: Path, values: Iterable[str]) -> None:
            for i, rid in enumerate(values):
                if rid not in rule_refs:
                    report(
                        (*path, i),
                        f"unknown rule or clause {quoted(rid)}" + did_you_mean(rid, rule_refs),
                    )

        def source(path: Path, src: Source) -> None:
            d = kb.documents.get(src.document)
            if d is None and (src.document in kb.broken_ids or SOURCES_FILE in kb.broken_ids):
                return
            if d is None:
                report(
                    (*path, "document"),
                    f"unknown document {quoted(src.document)}"
                    + did_you_mean(src.document, kb.documents),
                )
            elif src.section is not None and d.sections and src.section not in d.sections:
                report(
                    (*path, "section"),
                    f"{quoted(src.section)} is not a section of {d.id}"
                    + did_you_mean(src.section, d.sections),
                )

        def scenarios(path: Path, examples: list[Scenario]) -> None:
            for i, sc in enumerate(examples):
                scenario_problems(sc, card_names, pile_names, report, (*path, "examples", i))
                for j, rid in enumerate(sc.rulings):
                    if rid not in ids:
                        report(
                            (*path, "examples", i, "rulings", j),
                            f"unknown ruling {quoted(rid)}" + did_you_mean(rid, ids),
                        )

        if isinstance(record, Card):
            names(("related",), record.related)
            for i, src in enumerate(record.sources):
                source(("sources", i), src)
            if (
                record.pile is not None
                and sum(1 for c in kb.cards.values() if c.pile == record.pile) < 2
            ):
                report(("pile",), f"the split pile {quoted(record.pile)} has no other card")
            for i, ruling in enumerate(record.rulings):
                p: Path = ("rulings", i)
                names((*p, "cards"), ruling.cards)
                rules((*p, "rules"), ruling.rules)
                source((*p, "source"), ruling.source)
                scenarios(p, ruling.examples)
            for i, gs in enumerate(record.gain_sources):
                p = ("gain_sources", i)
                if gs.card is not None:
                    names((*p,), [])
                    if gs.card not in card_names:
                        report(
                            (*p, "card"),
                            f"unknown card {quoted(gs.card)}" + did_you_mean(gs.card, card_names),
                        )
                names((*p, "gains_cards"), gs.gains_cards)
                if gs.from_pile is not None and gs.from_pile not in pile_names:
                    report((*p, "from_pile"), f"unknown pile {quoted(gs.from_pile)}")
                source((*p, "source"), gs.source)
                scenarios(p, gs.examples)
            needs: list[tuple[Path, SetupNeed]] = [
                (("setup", i), n) for i, n in enumerate(record.setup)
            ]
            needs += [(("set_option",), record.set_option)] if record.set_option else []
            for at, need in needs:
                for j, pile in enumerate(need.piles):
                    if pile not in card_names and pile not in pile_names:
                        report(
                            (*at, "piles", j),
                            f"unknown card or pile {quoted(pile)}"
                            + did_you_mean(pile, card_names | pile_names),
                        )
            if record.accessibility is not None:
                names(("accessibility", "cards"), record.accessibility.cards)
                source(("accessibility", "source"), record.accessibility.source)
        elif isinstance(record, Rule):
            for i, rid in enumerate(record.related):
                if rid not in kb.rules and rid not in kb.broken_ids:
                    report(
                        ("related", i), f"unknown rule {quoted(rid)}" + did_you_mean(rid, kb.rules)
                    )
            for i, clause in enumerate(record.clauses):
                p = ("clauses", i)
                names((*p, "cards"), clause.cards)
                source((*p, "source"), clause.source)
                scenarios(p, clause.examples)
        elif isinstance(record, TimingNote):
            names(("cards",), record.cards)
            rules(("rules",), record.rules)
            source(("source",), record.source)
            scenarios((), record.examples)
