"""A page per rule, with numbered clauses anchored by their ids, and the index."""

from __future__ import annotations

import re

from kb.models import Rule
from kb.site.context import Site
from kb.site.examples import render_examples
from kb.site.text import escape, page_title, plain, sentence
from kb.urls import TIMING_PAGE, card_page, rel, rule_page
from kb.vocabulary import count, one_line, words

__all__ = ["clause_heading", "rule_index", "rule_page_md", "split_clause"]


def split_clause(text: str) -> tuple[str, str]:
    """A clause's first sentence (its heading) and the rest of its text.

    >>> split_clause("A card you gain goes to your discard pile. Unless told.")
    ('A card you gain goes to your discard pile.', 'Unless told.')
    >>> split_clause("One sentence only")
    ('One sentence only', '')
    """
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z(“\"'])", text.strip(), maxsplit=1)
    first = " ".join(parts[0].split())
    return first, parts[1].strip() if len(parts) > 1 else ""


def clause_heading(n: int, text: str) -> str:
    """``3. First sentence.``: the clause's whole first sentence, never cut.

    >>> clause_heading(2, "A card you gain goes to your discard pile. Unless told.")
    '2. A card you gain goes to your discard pile.'
    """
    return f"{n}. {split_clause(text)[0]}"


def _applied_by(site: Site, rule: Rule) -> list[tuple[str, str, str, str | None]]:
    """Rulings and timing notes that apply this rule or one of its clauses."""
    ids = {rule.id} | {c.id for c in rule.clauses}
    kb = site.kb
    out: list[tuple[str, str, str, str | None]] = []
    for rid, ruling in kb.rulings.items():
        if ids & set(ruling.rules):
            card = kb.cards[kb.ruling_card[rid]]
            out.append((ruling.title, card_page(card.id), card.name, rid))
    for tid, note in kb.timing_notes.items():
        if ids & set(note.rules):
            out.append((note.title, TIMING_PAGE, "timing notes", tid))
    return out


def rule_page_md(site: Site, rule: Rule) -> str:
    """The Markdown page of one rule."""
    link = site.linker
    here = rule_page(rule.id)
    out = ["---", "search:", "  boost: 2", f"title: {page_title(rule.name)}", "---", ""]
    out += [f"# {escape(rule.name)}", ""]
    out += [link.text(here, rule.summary), ""]
    if rule.aliases:
        out += [f"Also called: {escape(', '.join(rule.aliases))}.", ""]
    out += [
        f"This rule has {len(rule.clauses)} numbered clause{'s' if len(rule.clauses) != 1 else ''}; "
        "each clause's link stays the same as the knowledge base grows.",
        "",
    ]
    for n, clause in enumerate(rule.clauses, 1):
        _, rest = split_clause(clause.text)
        out += [f"## {plain(clause_heading(n, clause.text))} {{#{clause.id} .dkb-clause}}", ""]
        if rest:
            out += [link.text(here, rest), ""]
        if clause.cards:
            out += [f"Cards: {words([link.name(here, c) for c in clause.cards])}.", ""]
        out += [sentence(f"Source: {site.source(clause.source)}"), "{: .dkb-meta}", ""]
        if clause.examples:
            n = len(clause.examples)
            out += [
                '<details class="dkb-examples" markdown>',
                f"<summary>{count(n, 'example')} of this clause, "
                f"{'each ' if n > 1 else ''}verified by the reference engine</summary>",
                "",
                render_examples(site, here, clause.examples, 3),
                "</details>",
                "",
            ]
    applied = _applied_by(site, rule)
    if applied:
        out += ["## Rulings that apply this rule", ""]
        for title, page, where, anchor in applied:
            out.append(f"- [{plain(title)}]({rel(here, page, anchor)}) ({escape(where)})")
        out.append("")
    if rule.related:
        out += ["## Related rules", ""] + [f"- {link.ref(here, r)}" for r in rule.related] + [""]
    return "\n".join(out)


def rule_index(site: Site) -> str:
    """The table of every rule."""
    here = "rules/index.md"
    out = ["# Rules", ""]
    rules = sorted(site.kb.rules.values(), key=lambda r: r.name.lower())
    if not rules:
        return "\n".join([*out, "No rules are recorded yet.", ""])
    out += [
        "Each rule is written as numbered clauses; a clause's link is the rule page "
        "followed by `#` and the clause's id.",
        "",
        "| Rule | Summary | Clauses |",
        "| --- | --- | --- |",
    ]
    for r in rules:
        out.append(
            f"| [{escape(r.name)}]({rel(here, rule_page(r.id))}) "
            f"| {site.linker.text(here, one_line(r.summary))} | {len(r.clauses)} |"
        )
    return "\n".join([*out, ""])
