"""Page paths and links: where each record lives, and names turned into links.

Paths are site paths of Markdown sources (``cards/envoy.md``); links between pages
are written relative to the page they are on, so mkdocs checks every one.

>>> rel("cards/envoy.md", "rules/gain.md")
'../rules/gain.md'
>>> rel("cards/envoy.md", "cards/envoy.md", "envoy-x")
'#envoy-x'
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from kb.loader import KnowledgeBase
from kb.models import slug
from kb.site.text import escape, spell_symbols

__all__ = ["Linker", "card_page", "rel", "rule_page"]

TIMING_PAGE = "timing.md"


def card_page(card_id: str) -> str:
    """The page of a card."""
    return f"cards/{card_id}.md"


def rule_page(rule_id: str) -> str:
    """The page of a rule."""
    return f"rules/{rule_id}.md"


def rel(here: str, target: str, anchor: str | None = None) -> str:
    """A link from page ``here`` to page ``target`` (and an anchor in it)."""
    suffix = f"#{anchor}" if anchor else ""
    if target == here and anchor:
        return suffix
    return posixpath.relpath(target, posixpath.dirname(here) or ".") + suffix


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
            alternatives = sorted(self.names, key=len, reverse=True)
            body = "|".join(re.escape(escape(n)) for n in alternatives)
            self._pattern = re.compile(rf"(?<![\w\[/-])({body})(?![\w\]-])")

    def link(self, here: str, target: Target, label: str | None = None) -> str:
        """A Markdown link to ``target`` from page ``here``."""
        text = escape(label if label is not None else target.label)
        return f"[{text}]({rel(here, target.page, target.anchor)})"

    def name(self, here: str, name: str) -> str:
        """A card or rule name as a link, or as plain text when it has no page."""
        target = self.names.get(name)
        if target is None or (target.page == here and target.anchor is None):
            return escape(spell_symbols(name))
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
        md = escape(spell_symbols(text))
        if self._pattern is None:
            return md

        def sub(m: re.Match[str]) -> str:
            raw = m.group(1).replace("\\", "")
            return self.name(here, raw)

        return self._pattern.sub(sub, md)

    def card_id(self, name: str) -> str | None:
        """The id of the card of that name, if there is one."""
        target = self.names.get(name)
        if target is None or not target.page.startswith("cards/"):
            return None
        return target.page.removeprefix("cards/").removesuffix(".md")


def anchor(text: str) -> str:
    """An anchor for a heading that has no id of its own."""
    return slug(text)
