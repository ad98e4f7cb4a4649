"""The built site in a real browser: home page, search, and card pages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import (
    card_with_examples,
    first_result_href,
    knowledge_base,
    search,
    wait_for_results,
)

from kb.site.examples import VERIFIED


def test_home_page_loads(page: Any, base_url: str) -> None:
    response = page.goto(base_url)
    assert response is not None and response.ok
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator("h1").first.inner_text().startswith("Dominion rules knowledge base")
    content = page.locator("article")
    for name in ("Cards", "Rules", "Gain lists", "Timing notes", "Accessibility", "Glossary"):
        assert content.get_by_role("link", name=name, exact=True).count() == 1, name
    assert content.get_by_role("link", name="How searching works").count() == 1


def test_search_lists_walled_village_first(page: Any, base_url: str) -> None:
    page.goto(base_url)
    search(page, "walled village")
    wait_for_results(page, "walled village")
    assert first_result_href(page).split("?")[0].endswith("cards/walled-village.html")


def test_card_page_shows_verified_examples_and_narration(
    page: Any, base_url: str, data_dir: Path | None
) -> None:
    card_id, count = card_with_examples(knowledge_base(data_dir))
    page.goto(f"{base_url}cards/{card_id}.html")
    marks = page.locator(".dkb-verified")
    assert marks.count() >= count
    assert VERIFIED in marks.first.inner_text()
    folds = page.locator("details.dkb-fold")
    assert folds.count() >= count
    first = folds.first
    steps = first.locator("p:has-text('What the engine narrated') + ol > li")
    assert steps.count() >= 1
    assert not steps.first.is_visible()  # folded until opened
    first.locator("summary").focus()
    page.keyboard.press("Enter")  # the keyboard opens it
    assert first.evaluate("d => d.open")
    steps.first.scroll_into_view_if_needed()
    assert steps.first.is_visible()
    assert steps.first.inner_text().strip()


def test_search_works_from_a_folder(browser: Any, built_site: Path) -> None:
    """The offline build: opened from file://, the search still finds pages."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto((built_site / "index.html").as_uri())
        search(page, "gain")
        wait_for_results(page, "gain")
        assert "rules/gain.html" in first_result_href(page)
        page.locator("input.md-search__input").fill("")
        page.locator("input.md-search__input").press_sequentially("walld vilage", delay=20)
        wait_for_results(page, "walld vilage")
        assert first_result_href(page).endswith("cards/walled-village.html")
    finally:
        context.close()


def test_a_link_to_a_folded_example_opens_its_fold(
    page: Any, base_url: str, data_dir: Path | None
) -> None:
    kb = knowledge_base(data_dir)
    rule, example = next(
        (r.id, c.examples[0].id) for r in kb.rules.values() for c in r.clauses if c.examples
    )
    page.goto(f"{base_url}rules/{rule}.html#example-{example}")
    heading = page.locator(f"#example-{example}")
    heading.wait_for(state="visible")
    assert heading.is_visible()
    assert page.locator("details.dkb-examples[open]").count() == 1
