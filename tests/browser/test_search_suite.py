"""The site's search box against the shared query suite, and how the box behaves.

Every query of ``tests/search/search_queries.yaml`` is typed into the built site's box
as a person does (a click on the box at 1280 px, a tap at 390 px), and its first
result must be on screen; the site must list the same top three results as ``dkb
search`` (one ranking on both surfaces) and reach hit@1 >= 90% and hit@3 >= 98% at
both widths. The index is loaded only when the
box is first used, results follow every ``input`` event (paste, autocorrect), and the
list works from the keyboard.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    FIRST_LINK,
    RESULTS,
    first_result_href,
    search,
    start_search,
    wait_for_results,
    wait_on_screen,
)

from kb.loader import load
from kb.search.index import build_index
from kb.search.ranking import Index, answer
from kb.site.generate import SEARCH_INDEX_JS

sys.path.insert(0, str(Path(__file__).parents[1] / "search"))
from test_search_queries import rates, suite

TODAY_BYTES = 5_367_222
"""What the site loaded for search before issue 13 (commit eab53d0): Material's lunr
index inlined as search/search_index.js (5,268,039 bytes), names.js (91,952) and
fuzzy-search.js (7,231), all on every page load."""

META = "document.getElementById('dkb-search-meta').textContent"

_TOP3 = """
() => Array.from(document.querySelectorAll('#dkb-search-results > li')).slice(0, 3)
  .map(li => [li.dataset.kind, li.dataset.id])
"""


def _index(data_dir: Path | None) -> Index:
    return build_index(load(data_dir))


def _site_top3(page: Any, query: str) -> list[tuple[str, str]]:
    box = start_search(page)  # a click, or a tap on a phone
    box.fill("")
    box.press_sequentially(query)
    wait_for_results(page, query)
    top = [tuple(x) for x in page.evaluate(_TOP3)]
    if top:
        wait_on_screen(page, f"{RESULTS}:first-child")
    return top


PARTS = 4
"""The shared suite is typed into the site in this many tests per screen, side by side."""


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("screen_page", ["desktop", "phone"], indirect=True)
def test_site_runs_the_shared_suite_like_the_cli(
    screen_page: Any, base_url: str, data_dir: Path | None, part: int
) -> None:
    """Every ``PARTS``-th query of the shared suite, typed into the site's search box,
    shows the same top three as ``dkb search``; so the site reaches the hit rates that
    ``tests/search/test_search_queries.py`` holds the CLI to. The part's own rates are
    printed."""
    assert data_dir is None, "the shared suite is written for the project's data/"
    page = screen_page
    index = _index(None)
    page.goto(base_url)
    places: list[int | None] = []
    differ = []
    for e in suite()[part::PARTS]:
        query = str(e["query"])
        site = _site_top3(page, query)
        cli = [(h.record.kind, h.record.id) for h in answer(index, query, limit=3).hits]
        if site != cli:
            differ.append(f"{query!r}: site {site}, dkb search {cli}")
        want = (e["kind"], e["expect"])
        places.append(site.index(want) + 1 if want in site else None)
    assert places, "the part has no query"
    hit1, hit3 = rates(places)
    width = page.evaluate("innerWidth")
    print(f"\nsite at {width} px, shared suite part {part + 1} of {PARTS} ({len(places)} "
          f"queries): hit@1 {hit1:.1%}, hit@3 {hit3:.1%}")  # fmt: skip
    assert not differ, "the site and dkb search disagree:\n" + "\n".join(differ)


def test_index_loads_only_when_the_box_is_used(page: Any, base_url: str) -> None:
    page.goto(base_url)
    page.wait_for_load_state("load")
    loaded = "() => performance.getEntriesByType('resource').some(e => e.name.includes('search-index.js'))"
    assert page.evaluate("window.DKB_SEARCH_INDEX === undefined")
    assert not page.evaluate(loaded)
    search(page, "captain")
    wait_for_results(page, "captain")
    assert page.evaluate(loaded)
    assert first_result_href(page).endswith("cards/captain.html")


def test_search_data_is_a_third_of_before(built_site: Path) -> None:
    size = (built_site / SEARCH_INDEX_JS).stat().st_size
    script = (built_site / "javascripts" / "search.js").stat().st_size
    assert size + script <= TODAY_BYTES / 3, f"{size + script} bytes"


def test_results_follow_paste_and_autocorrect(page: Any, base_url: str) -> None:
    page.goto(base_url)
    search(page, "prnce")
    wait_for_results(page, "prnce")
    assert first_result_href(page).endswith("cards/prince.html")
    # autocorrect and dictation change the value and fire only an input event
    page.evaluate(
        """() => { const box = document.querySelector('input.md-search__input');
        box.value = 'old witch'; box.dispatchEvent(new Event('input', {bubbles: true})); }"""
    )
    wait_for_results(page, "old witch")
    assert first_result_href(page).endswith("cards/old-witch.html")
    # a paste: the clipboard's text arrives through an input event too
    page.locator("input.md-search__input").select_text()
    page.keyboard.insert_text("walld vilage")
    wait_for_results(page, "walld vilage")
    assert first_result_href(page).endswith("cards/walled-village.html")


def test_keyboard_selects_and_opens_a_result(page: Any, base_url: str) -> None:
    page.goto(base_url)
    search(page, "governer")
    wait_for_results(page, "governer")
    box = page.locator("input.md-search__input")
    assert box.get_attribute("role") == "combobox"
    assert box.get_attribute("aria-expanded") == "true"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    active = box.get_attribute("aria-activedescendant")
    selected = page.locator(f"#{active}")
    assert selected.get_attribute("aria-selected") == "true"
    assert selected.get_attribute("role") == "option"
    assert "dkb-selected" in (selected.get_attribute("class") or "")
    outline = selected.evaluate("el => getComputedStyle(el).outlineStyle")
    assert outline == "solid"
    assert selected.evaluate("el => el.tagName") == "A"
    href = selected.get_attribute("href")
    assert href is not None and href.endswith("cards/governor.html")
    with page.expect_navigation(url="**/cards/governor.html"):
        page.keyboard.press("Enter")


def test_enter_opens_the_first_result(page: Any, base_url: str) -> None:
    page.goto(base_url)
    search(page, "throne room")
    wait_for_results(page, "throne room")
    page.keyboard.press("Enter")
    page.wait_for_url("**/cards/throne-room.html")


def test_a_miss_says_not_recorded_then_nearest(page: Any, base_url: str) -> None:
    page.goto(base_url)
    search(page, "mulligan")
    wait_for_results(page, "mulligan")
    meta = page.evaluate(META)
    assert meta.startswith("Nothing here answers") and "nearest matches" in meta
    status = page.locator("#dkb-search-status")
    assert status.get_attribute("aria-live") == "polite"
    assert status.inner_text().startswith("Nothing here answers")
    page.locator("input.md-search__input").fill("qqxzzv")
    wait_for_results(page, "qqxzzv")
    assert page.evaluate(META).startswith("Nothing here answers")
    assert page.locator(FIRST_LINK).count() == 0


def test_the_site_index_is_the_cli_index(built_site: Path, data_dir: Path | None) -> None:
    text = (built_site / SEARCH_INDEX_JS).read_text(encoding="utf-8")
    data = json.loads(text.split("=", 1)[1].strip().rstrip(";"))
    site = Index.from_json(data)
    cli = _index(data_dir)
    assert [(r.kind, r.id, r.url) for r in site.records] == [
        (r.kind, r.id, r.url) for r in cli.records
    ]
    assert site.vocab == cli.vocab and site.idf_of == cli.idf_of
