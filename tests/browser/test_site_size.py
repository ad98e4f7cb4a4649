"""How much a reader has to scroll and download: on a phone, with every fold closed, the
busiest card and rule pages stay within a dozen screens; every card page's own HTML
stays under 150 KB."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import knowledge_base

PHONE = {"width": 390, "height": 844}
SCREENS = 12
CARD_PAGE_LIMIT = 150_000


def _busy_pages(data_dir: Path | None) -> list[str]:
    """Captain's page and the Gain rule's (or, in other data, the card and the rule with
    the most examples)."""
    kb = knowledge_base(data_dir)
    card = (
        "captain"
        if "captain" in kb.cards
        else max(kb.cards, key=lambda c: sum(len(r.examples) for r in kb.cards[c].rulings))
    )
    rule = (
        "gain"
        if "gain" in kb.rules
        else max(kb.rules, key=lambda r: sum(len(c.examples) for c in kb.rules[r].clauses))
    )
    return [f"cards/{card}.html", f"rules/{rule}.html"]


def test_busy_pages_fit_in_a_dozen_phone_screens(
    browser: Any, base_url: str, data_dir: Path | None
) -> None:
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        for path in _busy_pages(data_dir):
            page.goto(f"{base_url}{path}")
            assert page.locator("details").count() > 0, f"{path} has no folds"
            closed = "[...document.querySelectorAll('details')].every(d => !d.open)"
            assert page.evaluate(closed), f"{path}: a fold is open"
            height = page.evaluate("document.documentElement.scrollHeight")
            screens = height / PHONE["height"]
            assert screens <= SCREENS, f"{path}: {screens:.1f} phone screens"
    finally:
        context.close()


def test_the_largest_card_page_is_under_150_kb(built_site: Path) -> None:
    pages = sorted((built_site / "cards").glob("*.html"), key=lambda p: p.stat().st_size)
    assert len(pages) > 1
    largest = pages[-1]
    size = largest.stat().st_size
    assert size < CARD_PAGE_LIMIT, f"{largest.name}: {size} bytes"
