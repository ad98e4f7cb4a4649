"""Shared steps of the browser tests: searching as a person does (a click on the box at
desktop width, a tap at phone width), checking what is on screen, and picking pages
to visit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kb.loader import KnowledgeBase, load

RESULTS = ".md-search-result__list > li"
FIRST_LINK = ".md-search-result__list > li:first-child a.md-search-result__link"
BOX = "input.md-search__input"

SCREENS: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "tablet": {"viewport": {"width": 1024, "height": 768}, "has_touch": True},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "has_touch": True,
        "is_mobile": True,
        "device_scale_factor": 3,
    },
}
"""The widths a player uses: a desktop with a mouse, a tablet, a phone and a thumb."""

ON_SCREEN = """
(el) => {
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return "it has no size";
  if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
    return `it is not inside the ${innerWidth}x${innerHeight} screen: ${JSON.stringify(r)}`;
  for (let e = el; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.display === "none" || s.visibility !== "visible" || parseFloat(s.opacity) < 0.99)
      return `it is hidden by <${e.tagName.toLowerCase()} class="${e.className}">`;
  }
  const x = r.left + Math.min(r.width / 2, 40), y = r.top + Math.min(r.height / 2, 12);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit)))
    return "it is covered by " + (hit ? hit.outerHTML.slice(0, 120) : "nothing");
  return "";
}
"""
"""Why an element is not there for the eye (empty when it is): its whole box inside
the viewport, nothing around it hidden or see-through, and its own pixels on top."""


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


def is_phone(page: Any) -> bool:
    """Whether the page is at phone width (the search box is behind a header button): by
    the screen the page was opened on, which a closing overlay's animation cannot widen
    for a moment as it can the page's own ``innerWidth`` on an emulated phone."""
    size = page.viewport_size
    if size is not None:
        return bool(size["width"] < 960)
    return bool(page.evaluate("innerWidth < 960"))


def start_search(page: Any) -> Any:
    """Put the finger or the mouse on the search box, as a person does: a click at
    desktop width; at phone width a tap on the header's search button, then on the box.
    The box."""
    box = page.locator(BOX)
    if is_phone(page):
        if not page.evaluate("document.getElementById('__search').checked"):
            button = ".md-header label.md-header__button[for=__search]"
            wait_on_screen(page, button)  # not still under the closing search's overlay
            page.locator(button).tap()
        wait_on_screen(page, BOX)  # the search has opened over the page
        box.tap()
    else:
        box.click()
    return box


def search(page: Any, query: str, delay: float = 20) -> None:
    """Start the search (a click or a tap, never a shortcut) and type ``query``."""
    box = start_search(page)
    box.press_sequentially(query, delay=delay)


SHOWN = (
    "(q) => document.getElementById('dkb-search-meta').textContent"
    ".includes('\u201c' + q + '\u201d')"
)
"""True once the results shown are those of the query ``q`` (not of a prefix of it, which
a slow machine may still be showing)."""


def wait_for_results(page: Any, query: str) -> None:
    """Wait until the results of ``query`` itself are shown."""
    page.wait_for_function(SHOWN, arg=" ".join(query.split()))


def wait_on_screen(page: Any, selector: str) -> None:
    """Wait until the first element ``selector`` finds is on screen (see
    :data:`ON_SCREEN`); fail saying why it is not."""
    el = page.locator(selector).first
    el.wait_for(state="attached")
    try:
        page.wait_for_function(f"(el) => !({ON_SCREEN})(el)", arg=el.element_handle(), timeout=5000)
    except Exception:  # the reason it is not on screen, rather than a timeout
        why = el.evaluate(ON_SCREEN)
        if why:
            raise AssertionError(f"{selector} is not on screen: {why}") from None


def first_result_href(page: Any) -> str:
    """The address of the first search result, once results are shown."""
    link = page.locator(FIRST_LINK).first
    link.wait_for(state="visible")
    return str(link.get_attribute("href"))
