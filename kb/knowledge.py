"""The loaded knowledge base: every record, with lookups by id and by name."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.format.scenario import Scenario
from kb.models import (
    AccessibilityNote,
    Card,
    Clause,
    Document,
    GainSource,
    Rule,
    Ruling,
    TimingNote,
)

__all__ = ["Example", "KnowledgeBase", "Located"]


@dataclass(frozen=True)
class Located:
    """Where a record or value sits: file, path inside it, and line."""

    file: str
    path: tuple[str | int, ...]
    line: int


@dataclass(frozen=True)
class Example:
    """A scenario filed under a record, with what it demonstrates and where it is."""

    scenario: Scenario
    owner_kind: str
    owner_id: str
    card: str | None
    where: Located

    @property
    def demonstrates(self) -> list[str]:
        """The ids it demonstrates: its owner and any it lists itself."""
        ids = [self.owner_id]
        ids += [r for r in self.scenario.rulings if r != self.owner_id]
        return ids


@dataclass
class KnowledgeBase:
    """Every record, with lookups by id and by name."""

    root: Path
    documents: dict[str, Document] = field(default_factory=dict)
    cards: dict[str, Card] = field(default_factory=dict)
    rules: dict[str, Rule] = field(default_factory=dict)
    timing_notes: dict[str, TimingNote] = field(default_factory=dict)
    rulings: dict[str, Ruling] = field(default_factory=dict)
    clauses: dict[str, Clause] = field(default_factory=dict)
    gain_sources: dict[str, GainSource] = field(default_factory=dict)
    accessibility_notes: dict[str, AccessibilityNote] = field(default_factory=dict)
    examples: list[Example] = field(default_factory=list)
    where: dict[str, Located] = field(default_factory=dict)
    ruling_card: dict[str, str] = field(default_factory=dict)
    clause_rule: dict[str, str] = field(default_factory=dict)
    gain_source_card: dict[str, str] = field(default_factory=dict)
    note_card: dict[str, str] = field(default_factory=dict)
    broken_ids: set[str] = field(default_factory=set)
    """Ids of records whose files did not load (file names, and names made ids)."""
    _by_name: dict[str, Card] = field(default_factory=dict)
    _rule_by_name: dict[str, Rule] = field(default_factory=dict)
    _rulings_by_card: dict[str, list[Ruling]] | None = None

    # -- lookups -----------------------------------------------------------------
    def card(self, name_or_id: str) -> Card:
        """A card by name (any case) or id; ``KeyError`` if there is none."""
        key = name_or_id.strip().lower()
        if key in self._by_name:
            return self._by_name[key]
        if key in self.cards:
            return self.cards[key]
        raise KeyError(name_or_id)

    def has_card(self, name: str) -> bool:
        """True when a card of that exact name exists."""
        return name.lower() in self._by_name and self._by_name[name.lower()].name == name

    def rule(self, name_or_id: str) -> Rule:
        """A rule by name (any case) or id; ``KeyError`` if there is none."""
        key = name_or_id.strip().lower()
        if key in self._rule_by_name:
            return self._rule_by_name[key]
        if key in self.rules:
            return self.rules[key]
        raise KeyError(name_or_id)

    @property
    def card_names(self) -> list[str]:
        """Every card's name."""
        return [c.name for c in self.cards.values()]

    def pile_names(self) -> set[str]:
        """Names of every pile: each card's own, and split piles such as ``Sauna/Avanto``."""
        return {c.pile_name for c in self.cards.values()}

    def ids(self) -> set[str]:
        """Every id a scenario or ruling may refer to."""
        return (
            set(self.rulings)
            | set(self.clauses)
            | set(self.rules)
            | set(self.timing_notes)
            | set(self.gain_sources)
            | set(self.cards)
        )

    def rulings_for_card(self, name: str) -> list[Ruling]:
        """Rulings filed under the card or naming it among their cards."""
        card = self.card(name)
        if self._rulings_by_card is None:
            index: dict[str, list[Ruling]] = {}
            for rid, r in self.rulings.items():
                home = self.cards[self.ruling_card[rid]].name
                for concerned in dict.fromkeys([home, *r.cards]):
                    index.setdefault(concerned, []).append(r)
            self._rulings_by_card = index
        return list(self._rulings_by_card.get(card.name, []))

    def examples_for(self, record_id: str) -> list[Example]:
        """The examples filed under a record."""
        return [e for e in self.examples if e.owner_id == record_id]
