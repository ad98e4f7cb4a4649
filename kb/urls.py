"""The site's one URL scheme: where each page and record lives, for the site's links
and for the URLs that search and ``dkb show`` print.

Pages are named by their Markdown source (``cards/envoy.md``); the built site serves
each as ``.html`` (``use_directory_urls: false``). Links between pages are relative.

>>> record_url("ruling", "no-extra-buy", "black-market")
'cards/black-market.html#no-extra-buy'
>>> record_page("clause", "gain-default", "gain")
('rules/gain.md', 'gain-default')
>>> rel("cards/envoy.md", "rules/gain.md")
'../rules/gain.md'
>>> rel("cards/envoy.md", "cards/envoy.md", "envoy-x")
'#envoy-x'
"""

from __future__ import annotations

import posixpath

from engine.values import card_id

__all__ = [
    "ACCESSIBILITY_PAGE",
    "ENGINE_PAGE",
    "GLOSSARY_PAGE",
    "SCENARIO_PAGE",
    "SETS_INDEX",
    "TIMING_PAGE",
    "card_page",
    "gain_list_page",
    "html",
    "record_page",
    "record_url",
    "rel",
    "rule_page",
    "set_page",
]

TIMING_PAGE = "timing.md"
ACCESSIBILITY_PAGE = "accessibility.md"
GLOSSARY_PAGE = "glossary.md"
ENGINE_PAGE = "engine.md"
SCENARIO_PAGE = "scenarios.md"
"""The scenario format (a hand-written page, checked against the model by a test)."""


SETS_INDEX = "sets/index.md"
"""The list of sets, with what is proven for each."""


def set_page(expansion: str) -> str:
    """The page of one set: ``Dark Ages`` is ``sets/dark-ages.md``."""
    return f"sets/{card_id(expansion)}.md"


def card_page(card_id: str) -> str:
    """The page of a card."""
    return f"cards/{card_id}.md"


def rule_page(rule_id: str) -> str:
    """The page of a rule."""
    return f"rules/{rule_id}.md"


def gain_list_page(category: str) -> str:
    """The page of one gain list."""
    return f"gains/{category}.md"


def record_page(kind: str, record_id: str, parent: str | None = None) -> tuple[str, str | None]:
    """The page of a record and the anchor in it.

    ``parent`` is the card a ruling, gain source or accessibility note is filed under,
    or the rule a clause belongs to.
    """
    if kind == "card":
        return card_page(record_id), None
    if kind in ("rule", "clause"):
        return (rule_page(parent), record_id) if parent else (rule_page(record_id), None)
    if kind == "timing_note":
        return TIMING_PAGE, record_id
    if kind in ("ruling", "gain_source", "accessibility_note") and parent:
        return card_page(parent), record_id
    raise ValueError(f"no page for a {kind} without its card")


def html(page: str, anchor: str | None = None) -> str:
    """The URL, from the site's root, of a page (and an anchor in it)."""
    return page.removesuffix(".md") + ".html" + (f"#{anchor}" if anchor else "")


def record_url(kind: str, record_id: str, parent: str | None = None) -> str:
    """The URL, from the site's root, of a record's place on the site."""
    return html(*record_page(kind, record_id, parent))


def rel(here: str, target: str, anchor: str | None = None) -> str:
    """A link from page ``here`` to page ``target`` (and an anchor in it)."""
    suffix = f"#{anchor}" if anchor else ""
    if target == here and anchor:
        return suffix
    return posixpath.relpath(target, posixpath.dirname(here) or ".") + suffix
