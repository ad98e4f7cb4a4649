"""axe-core finds no WCAG 2.1 A or AA violation on the main kinds of page, nor in the
open search."""

from __future__ import annotations

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


@pytest.mark.parametrize(
    "path",
    [
        "gains/index.html",
        "cards/index.html",
        "gains/makes-others-gain.html",
        "search.html",
        "sets/index.html",
        "reference/index.html",
        "reference/modules/kb.models.html",
    ],
)
def test_other_page_types(page: Any, base_url: str, path: str) -> None:
    """The gain lists, the search help, the set pages and the API reference."""
    page.goto(f"{base_url}{path}")
    audit(page)


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
