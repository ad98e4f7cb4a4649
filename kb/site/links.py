"""Names turned into links: each card and rule name, and each record id, leads to its
place on the site (see :mod:`kb.urls` for where that is)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.knowledge import KnowledgeBase
from kb.site.text import escape
from kb.urls import TIMING_PAGE, card_page, rel, rule_page
from kb.vocabulary import spelled

__all__ = ["Linker", "Target"]


@dataclass(frozen=True)
class Target:
    """Where a name or id leads: a page, an anchor in it, and the link's words."""

    page: str
    anchor: str | None
    label: str


@dataclass
class Linker:
    """Turns card and rule names, and record ids, into links to their pages."""

    kb: KnowledgeBase
    names: dict[str, Target] = field(default_factory=dict)
    ids: dict[str, Target] = field(default_factory=dict)
    _pattern: re.Pattern[str] | None = None
    _escaped: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        kb = self.kb
        for rule in kb.rules.values():
            target = Target(rule_page(rule.id), None, rule.name)
            self.ids[rule.id] = target
            # Single-word aliases (Gains, Play, Left) are everyday words: not linked.
            for name in (rule.name, *(a for a in rule.aliases if " " in a)):
                self.names.setdefault(name, target)
            for n, clause in enumerate(rule.clauses, 1):
                label = f"{rule.name}, clause {n}"
                self.ids[clause.id] = Target(rule_page(rule.id), clause.id, label)
        for card in kb.cards.values():
            target = Target(card_page(card.id), None, card.name)
            self.ids[card.id] = target
            self.names[card.name] = target
            for alias in card.aliases:
                self.names.setdefault(alias, target)
        for rid, ruling in kb.rulings.items():
            self.ids[rid] = Target(card_page(kb.ruling_card[rid]), rid, ruling.title)
        for gid, gs in kb.gain_sources.items():
            card = kb.cards[kb.gain_source_card[gid]]
            self.ids[gid] = Target(card_page(card.id), gid, f"{card.name}: gains {gs.gains}")
        for tid, note in kb.timing_notes.items():
            self.ids[tid] = Target(TIMING_PAGE, tid, note.title)
        for name in kb.pile_names():
            if name not in self.names and "/" in name:
                first = next(c for c in kb.cards.values() if c.pile == name)
                self.names[name] = Target(card_page(first.id), None, name)
        if self.names:
            self._escaped = {escape(n): n for n in self.names}
            alternatives = sorted(self._escaped, key=len, reverse=True)
            body = "|".join(re.escape(n) for n in alternatives)
            self._pattern = re.compile(rf"(?<![\w\[/-])({body})(?![\w\]-])")

    def link(self, here: str, target: Target, label: str | None = None) -> str:
        """A Markdown link to ``target`` from page ``here``."""
        text = escape(label if label is not None else target.label)
        return f"[{text}]({rel(here, target.page, target.anchor)})"

    def name(self, here: str, name: str) -> str:
        """A card or rule name as a link, or as plain text when it has no page."""
        target = self.names.get(name)
        if target is None or (target.page == here and target.anchor is None):
            return escape(spelled(name))
        return self.link(here, target, name)

    def ref(self, here: str, record_id: str) -> str:
        """A link to the record with this id (rule, clause, card, ruling, note)."""
        target = self.ids.get(record_id)
        if target is None:
            return escape(record_id)
        return self.link(here, target)

    def text(self, here: str, text: str) -> str:
        """Prose as Markdown: escaped, symbols spelt out, names linked.

        A name is not linked on its own page.
        """
        md = escape(spelled(text))
        if self._pattern is None:
            return md

        def sub(m: re.Match[str]) -> str:
            return self.name(here, self._escaped[m.group(1)])

        return self._pattern.sub(sub, md)

    def card_id(self, name: str) -> str | None:
        """The id of the card of that name, if there is one."""
        target = self.names.get(name)
        if target is None or not target.page.startswith("cards/"):
            return None
        return target.page.removeprefix("cards/").removesuffix(".md")
