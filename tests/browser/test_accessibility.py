"""axe-core finds no WCAG 2.1 A or AA violation on every kind of page, the API
reference's included, at desktop and at phone width, nor in the open search; the API
reference fits a phone and its wide code blocks scroll from the keyboard."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from helpers import card_to_audit, knowledge_base, search

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def audit(page: Any) -> None:
    """Fail with axe's report when the page has any violation."""
    results = Axe().run(
        page, options={"runOnly": {"type": "tag", "values": TAGS}, "resultTypes": ["violations"]}
    )
    assert results.violations_count == 0, results.generate_report()


def test_home_page(page: Any, base_url: str) -> None:
    page.goto(base_url)
    audit(page)


def test_card_page(page: Any, base_url: str, data_dir: Path | None) -> None:
    page.goto(f"{base_url}cards/{card_to_audit(knowledge_base(data_dir))}.html")
    audit(page)


def test_rule_page(page: Any, base_url: str, data_dir: Path | None) -> None:
    kb = knowledge_base(data_dir)
    assert kb.rules, "no rule in the data to audit"
    page.goto(f"{base_url}rules/{sorted(kb.rules)[0]}.html")
    audit(page)


@pytest.mark.parametrize("query", ["walled village", "governer"])
def test_open_search(page: Any, base_url: str, query: str) -> None:
    page.goto(base_url)
    search(page, query)
    page.locator(".md-search-result__list > li").first.wait_for(state="visible")
    audit(page)


OTHER_PAGES = [
    "gains/index.html",
    "cards/index.html",
    "kingdom.html",
    "gains/makes-others-gain.html",
    "search.html",
    "sets/index.html",
    "sets/base.html",
    "glossary.html",
    "timing.html",
    "accessibility.html",
    "engine.html",
    "scenarios.html",
    "data.html",
]
"""Every other kind of page of the site (the 404 page is audited where it is
served, under the site's sub-path: tests/browser/test_publishing.py)."""

REFERENCE_PAGES = [
    "reference/index.html",
    "reference/modules/kb.models.html",
    "reference/modules/kb.search.ranking.html",
    "reference/modules/engine.game.moves.html",
    "reference/genindex.html",
    "reference/py-modindex.html",
    "reference/search.html",
]
"""The API reference's kinds of page: its contents, a module of records (pydantic
models), a module of functions, one of classes, the indexes and its search."""


@pytest.mark.parametrize("screen_page", ["desktop", "phone"], indirect=True)
@pytest.mark.parametrize("path", OTHER_PAGES + REFERENCE_PAGES)
def test_every_page_type_at_both_widths(screen_page: Any, base_url: str, path: str) -> None:
    screen_page.goto(f"{base_url}{path}")
    audit(screen_page)


@pytest.mark.parametrize("screen_page", ["phone"], indirect=True)
def test_card_and_rule_pages_on_a_phone(
    screen_page: Any, base_url: str, data_dir: Path | None
) -> None:
    kb = knowledge_base(data_dir)
    screen_page.goto(f"{base_url}cards/{card_to_audit(kb)}.html")
    audit(screen_page)
    screen_page.goto(f"{base_url}rules/{sorted(kb.rules)[0]}.html")
    audit(screen_page)


_WIDE = "document.documentElement.scrollWidth - innerWidth"


@pytest.mark.parametrize("path", REFERENCE_PAGES)
def test_the_api_reference_fits_594_px(browser: Any, base_url: str, path: str) -> None:
    context = browser.new_context(viewport={"width": 594, "height": 800})
    try:
        pg = context.new_page()
        pg.goto(f"{base_url}{path}")
        assert pg.evaluate(_WIDE) <= 0, f"{path} is {pg.evaluate(_WIDE)} px too wide"
    finally:
        context.close()


def _widest_code_page(site: Path) -> str:
    """The API reference's module page whose code blocks hold the longest line."""

    def longest(path: Path) -> int:
        blocks = re.findall(r"<pre[^>]*>(.*?)</pre>", path.read_text(encoding="utf-8"), re.S)
        text = "\n".join(html.unescape(re.sub(r"<[^>]+>", "", b)) for b in blocks)
        return max((len(line) for line in text.splitlines()), default=0)

    pages = sorted((site / "reference" / "modules").glob("*.html"))
    return max(pages, key=longest).name


@pytest.mark.parametrize("screen_page", ["phone"], indirect=True)
def test_wide_code_blocks_scroll_from_the_keyboard(
    screen_page: Any, base_url: str, built_site: Path
) -> None:
    screen_page.goto(f"{base_url}reference/modules/{_widest_code_page(built_site)}")
    blocks = screen_page.evaluate(
        """[...document.querySelectorAll('pre')].filter(p => p.scrollWidth > p.clientWidth + 1)
          .map(p => [p.tabIndex, p.getAttribute('role'), p.getAttribute('aria-label')])"""
    )
    assert blocks, "no code block is wider than a phone: pick a page that has one"
    for tab, role, label in blocks:
        assert (tab, role) == (0, "region") and label, (tab, role, label)


def test_the_api_reference_prints_no_memory_addresses(built_site: Path) -> None:
    for path in sorted((built_site / "reference").rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r" at 0x[0-9a-f]{6,}", text), f"{path.name}: a memory address"
        assert "_lru_cache_wrapper" not in text, f"{path.name}: an lru_cache wrapper"


def test_card_page_with_its_folds_open(page: Any, base_url: str, data_dir: Path | None) -> None:
    page.goto(f"{base_url}cards/{card_to_audit(knowledge_base(data_dir))}.html")
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    audit(page)


def test_permalinks_are_not_tab_stops(page: Any, base_url: str, data_dir: Path | None) -> None:
    page.goto(f"{base_url}cards/{card_to_audit(knowledge_base(data_dir))}.html")
    links = page.locator("a.headerlink")
    assert links.count() > 1
    tabbable = page.evaluate(
        "[...document.querySelectorAll('a.headerlink')].filter(a => a.tabIndex >= 0).length"
    )
    assert tabbable == 0


def test_api_reference_has_a_skip_link_and_a_main_landmark(page: Any, base_url: str) -> None:
    page.goto(f"{base_url}reference/index.html")
    page.keyboard.press("Tab")
    focused = page.evaluate("[document.activeElement.className, document.activeElement.href]")
    assert focused[0] == "dkb-skip" and focused[1].endswith("#main-content")
    assert page.locator("main#main-content").count() == 1
    assert page.get_by_role("banner").count() == 1
    assert page.get_by_role("contentinfo").count() == 1
