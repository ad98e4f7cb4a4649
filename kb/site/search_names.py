"""``javascripts/names.js``: card and rule names with their pages, and the words of
the site, for the typo-forgiving search (``docs/javascripts/fuzzy-search.js``)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from kb.site.context import Site
from kb.urls import card_page, html, rule_page

__all__ = ["names_js", "vocabulary"]

_WORD = re.compile(r"[a-z0-9]+")


def vocabulary(texts: Iterable[str]) -> list[str]:
    """The sorted distinct lower-case words of ``texts``.

    >>> vocabulary(["Walled Village", "a village"])
    ['a', 'village', 'walled']
    """
    seen: set[str] = set()
    for text in texts:
        seen.update(_WORD.findall(text.lower()))
    return sorted(seen)


def names_js(site: Site, texts: Iterable[str]) -> str:
    """The script that defines ``window.DKB_NAMES``: entries and known words."""
    entries = []
    for card in sorted(site.kb.cards.values(), key=lambda c: c.name):
        entries.append(
            {
                "name": card.name,
                "aliases": card.aliases,
                "kind": "card",
                "url": html(card_page(card.id)),
            }
        )
    for rule in sorted(site.kb.rules.values(), key=lambda r: r.name):
        entries.append(
            {
                "name": rule.name,
                "aliases": rule.aliases,
                "kind": "rule",
                "url": html(rule_page(rule.id)),
            }
        )
    body = {"entries": entries, "words": vocabulary(texts)}
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return f"window.DKB_NAMES = {data};\n"
