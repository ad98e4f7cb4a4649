"""Search the way a person starts it: a click on the box at desktop and tablet width,
a tap at phone width, Tab into the box; never a shortcut (but the shortcut works
too). What counts is what is on screen: the panel open and the first result inside
the viewport, not hidden, not covered, not only in the page."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest
from helpers import (
    BOX,
    FIRST_LINK,
    RESULTS,
    SHOWN,
    is_phone,
    search,
    start_search,
    wait_on_screen,
)

from kb.paths import PROJECT_ROOT

FIRST = f"{RESULTS}:first-child"
META = "document.getElementById('dkb-search-meta').textContent"
OPEN = "document.getElementById('__search').checked"


def _debounce_ms() -> int:
    """The pause search.js waits for, read from the script itself."""
    script = (PROJECT_ROOT / "docs" / "javascripts" / "search.js").read_text(encoding="utf-8")
    found = re.search(r"DEBOUNCE_MS = (\d+);", script)
    assert found, "search.js no longer names its pause DEBOUNCE_MS"
    return int(found.group(1))


def _results_on_screen(page: Any, query: str) -> str:
    page.wait_for_function(SHOWN, arg=query)
    assert page.evaluate(OPEN), "the search panel is closed"
    wait_on_screen(page, FIRST)
    return str(page.locator(FIRST_LINK).get_attribute("href"))


@pytest.mark.parametrize("screen_page", ["desktop", "tablet", "phone"], indirect=True)
def test_a_click_or_tap_and_typing_shows_results_on_screen(screen_page: Any, base_url: str) -> None:
    page = screen_page
    page.goto(f"{base_url}cards/village.html")
    search(page, "can governor trash itself")
    href = _results_on_screen(page, "can governor trash itself")
    assert href.endswith("cards/governor.html#governor-cannot-trash-itself")
    # each result names the card its ruling belongs to
    kind = page.locator(f"{FIRST} .dkb-search__kind").inner_text()
    assert kind == "Ruling on Governor"
    with page.expect_navigation(url="**/cards/governor.html#governor-cannot-trash-itself"):
        if is_phone(page):
            page.locator(FIRST_LINK).tap()
        else:
            page.locator(FIRST_LINK).click()


@pytest.mark.parametrize("screen_page", ["desktop", "phone"], indirect=True)
def test_the_box_opens_again_after_closing(screen_page: Any, base_url: str) -> None:
    page = screen_page
    page.goto(base_url)
    search(page, "captain")
    _results_on_screen(page, "captain")
    # close it as a person does: the overlay beside the panel, or the back arrow
    if is_phone(page):
        page.locator(".md-search__form label.md-search__icon").tap()
    else:
        page.mouse.click(200, 600)
    page.wait_for_function(f"!{OPEN}")
    box = start_search(page)
    box.fill("")
    box.press_sequentially("prince", delay=20)
    assert _results_on_screen(page, "prince").endswith("cards/prince.html")


def test_tab_into_the_box_opens_the_panel(page: Any, base_url: str) -> None:
    page.goto(base_url)
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('input.md-search__input')"):
            break
    else:
        pytest.fail("Tab never reached the search box")
    assert page.evaluate(OPEN), "Tab into the box did not open the panel"
    page.keyboard.type("walled village", delay=20)
    assert _results_on_screen(page, "walled village").endswith("cards/walled-village.html")
    # the next Tab stop is the results panel, on screen; the one after leaves the search
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('md-search__scrollwrap')")
    wait_on_screen(page, ".md-search__scrollwrap")
    page.keyboard.press("Tab")
    assert not page.evaluate("!!document.activeElement.closest('.md-search')")
    page.wait_for_function(f"!{OPEN}")


def test_the_closed_panel_is_no_tab_stop(page: Any, base_url: str) -> None:
    page.goto(base_url)
    assert page.locator(".md-search__scrollwrap").evaluate("el => el.tabIndex") == -1


def test_the_shortcut_opens_the_search_too(page: Any, base_url: str) -> None:
    page.goto(base_url)
    page.keyboard.press("/")
    page.keyboard.type("moat", delay=20)
    assert _results_on_screen(page, "moat").endswith("cards/moat.html")


def test_fast_typing_waits_for_a_pause(page: Any, base_url: str) -> None:
    """Keystrokes in a burst are ranked at most twice (at once after a quiet spell, and
    once the typing pauses), not once per key. A loaded machine may leave gaps between
    keystrokes longer than the pause; each such gap starts a new burst, counted from the
    page's own clock."""
    page.goto(base_url)
    box = start_search(page)
    page.wait_for_function("window.DKB_SEARCH_INDEX !== undefined")
    page.evaluate(
        """() => { window.renders = 0; window.inputs = [];
        new MutationObserver(() => { window.renders += 1; })
          .observe(document.getElementById('dkb-search-results'), {childList: true});
        document.querySelector('input.md-search__input')
          .addEventListener('input', () => window.inputs.push(Date.now()), true); }"""
    )
    query = "does black market use a buy or not yet"  # 38 characters
    box.press_sequentially(query, delay=10)
    _results_on_screen(page, query)
    renders = page.evaluate("window.renders")
    inputs = page.evaluate("window.inputs")
    assert len(inputs) == len(query)
    pause = _debounce_ms()
    bursts = 1 + sum(1 for a, b in itertools.pairwise(inputs) if b - a > pause - 5)
    assert 1 <= renders <= 2 * bursts, (
        f"{renders} renders for {len(query)} keystrokes in {bursts} burst(s)"
    )
    assert page.locator(BOX).input_value() == query
    assert "matching results for" in page.evaluate(META)
