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
