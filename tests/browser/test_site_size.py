"""How much a reader has to scroll and download: on a phone, with every fold closed, the
busiest card and rule pages stay within a dozen screens; every card page's own HTML
stays under 150 KB."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import knowledge_base

from engine.values import card_id

PHONE = {"width": 390, "height": 844}
SCREENS = 12
CARD_PAGE_LIMIT = 150_000


LONGEST = ("black-market", "possession", "captain")
"""The card pages that were the longest on a phone (18.6, 15.1 and 11.8 screens)."""


def _busy_pages(data_dir: Path | None) -> list[str]:
    """The longest card pages and the Gain rule's (or, in other data, the card and the
    rule with the most examples)."""
    kb = knowledge_base(data_dir)
    cards = [c for c in LONGEST if c in kb.cards] or [
        max(kb.cards, key=lambda c: sum(len(r.examples) for r in kb.cards[c].rulings))
    ]
    rule = (
        "gain"
        if "gain" in kb.rules
        else max(kb.rules, key=lambda r: sum(len(c.examples) for c in kb.rules[r].clauses))
    )
    return [*(f"cards/{c}.html" for c in cards), f"rules/{rule}.html"]


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


def test_a_card_page_folds_every_example_and_shows_every_claim(
    browser: Any, base_url: str, data_dir: Path | None
) -> None:
    """On a phone: the panel, the summary and each ruling's claim and verdict show; each
    example is a closed fold whose summary the keyboard opens."""
    kb = knowledge_base(data_dir)
    card = next(c for c in _busy_pages(data_dir) if c.startswith("cards/"))
    record = kb.cards[card.removeprefix("cards/").removesuffix(".html")]
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base_url}{card}")
        assert page.locator(".dkb-panel").is_visible()
        rulings = page.locator("h3.dkb-ruling")
        assert rulings.count() == len(record.rulings)
        assert page.locator(".dkb-meta .dkb-badge").count() >= len(record.rulings)
        folds = page.locator("details.dkb-ex")
        assert folds.count() == sum(len(r.examples) for r in record.rulings) + sum(
            len(g.examples) for g in record.gain_sources
        )
        first = folds.first
        assert not first.locator("table").first.is_visible()  # Before/After is folded
        first.locator("summary").focus()
        page.keyboard.press("Enter")
        assert first.evaluate("d => d.open")
    finally:
        context.close()


STATUS_CELLS = "table tbody tr:first-child td:nth-child(-n+{n})"


def test_set_tables_show_the_status_columns_without_a_swipe(
    browser: Any, base_url: str, data_dir: Path | None
) -> None:
    """At 390 px the status columns of a set's table (rulings, proven, engine) and of the
    list of sets lie inside the screen, with no sideways scroll inside the table."""
    kb = knowledge_base(data_dir)
    sets = sorted({c.expansion for c in kb.cards.values()})
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        for path, columns in [("sets/index.html", 6)] + [
            (f"sets/{card_id(s)}.html", 4) for s in sets
        ]:
            page.goto(f"{base_url}{path}")
            right = page.evaluate(
                "sel => Math.max(...[...document.querySelectorAll(sel)].map("
                "c => c.getBoundingClientRect().right))",
                STATUS_CELLS.format(n=columns),
            )
            assert right <= PHONE["width"], f"{path}: status columns end at {right:.0f} px"
    finally:
        context.close()


def test_the_largest_card_page_is_under_150_kb(built_site: Path) -> None:
    pages = sorted((built_site / "cards").glob("*.html"), key=lambda p: p.stat().st_size)
    assert len(pages) > 1
    largest = pages[-1]
    size = largest.stat().st_size
    assert size < CARD_PAGE_LIMIT, f"{largest.name}: {size} bytes"
