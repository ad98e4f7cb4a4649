"""Shared steps of the browser tests: searching, and picking pages to visit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kb.loader import KnowledgeBase, load

RESULTS = ".md-search-result__list > li"
FIRST_LINK = ".md-search-result__list > li:first-child a.md-search-result__link"


def knowledge_base(data_dir: Path | None) -> KnowledgeBase:
    """The knowledge base the site under test was built from."""
    return load(data_dir)


def card_with_examples(kb: KnowledgeBase) -> tuple[str, int]:
    """A card id whose page shows examples, and how many (Walled Village if it can)."""
    counts: dict[str, int] = {}
    for card in kb.cards.values():
        n = sum(len(r.examples) for r in card.rulings)  # others' show on their pages
        n += sum(len(g.examples) for g in card.gain_sources)
        if n:
            counts[card.id] = n
    assert counts, "no card in the data has an example to show"
    best = "walled-village" if "walled-village" in counts else sorted(counts)[0]
    return best, counts[best]


def card_to_audit(kb: KnowledgeBase) -> str:
    """A card page to audit: one with examples if any card has them."""
    try:
        return card_with_examples(kb)[0]
    except AssertionError:
        return "walled-village" if "walled-village" in kb.cards else sorted(kb.cards)[0]


def search(page: Any, query: str) -> None:
    """Open the search from the keyboard and type ``query`` as a user would."""
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    box.wait_for(state="visible")
    box.press_sequentially(query, delay=20)


def first_result_href(page: Any) -> str:
    """The address of the first search result, once results are shown."""
    link = page.locator(FIRST_LINK).first
    link.wait_for(state="visible")
    return str(link.get_attribute("href"))
