"""The words of the built pages, as a player reads them: no project-internal words, no
heading cut off mid-sentence, zones named as a player says them, and who gains said
once."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ARTICLE = re.compile(r'<article class="md-content__inner[^"]*">(.*?)</article>', re.S)
HEADING = re.compile(r"<h([1-6])[^>]*>(.*?)</h\1>", re.S)
TAG = re.compile(r"<[^>]+>")
INTERNAL = re.compile(r"\b(seed|seeds|fixture|fixtures|TODO|FIXME|XXX|TBD)\b")
UNFINISHED_END = re.compile(r"(…|\.\.\.|[,;:–-])$")
"""A heading cut short: it ends with an ellipsis or on a comma, colon or dash."""
SKIPPED = {"404.html", "scenarios.html"}
"""The scenario format page documents the format's own ``seed`` key (a seeded shuffle)."""
CLUMSY = [
    "their in play",
    "their in_play",
    "their set aside",
    "(top card first) ",
    "for each other player for each other player",
]
WHO_TWICE = re.compile(r"[Ee]ach other player gains [^.|]*?\bfor each other player")


def _pages(site: Path) -> Iterator[tuple[str, str]]:
    """Each page's path and the text of its article (the API reference, which reads
    code, is left out)."""
    for path in sorted(site.rglob("*.html")):
        rel = path.relative_to(site).as_posix()
        if rel.startswith(("reference/", "assets/", "search/")) or rel in SKIPPED:
            continue
        match = ARTICLE.search(path.read_text(encoding="utf-8"))
        if match:
            yield rel, match.group(1)


def _text(fragment: str) -> str:
    return " ".join(html.unescape(TAG.sub(" ", fragment)).split())


@pytest.fixture(scope="module")
def pages(built_site: Path) -> list[tuple[str, str]]:
    found = list(_pages(built_site))
    assert len(found) > 10
    return found


def test_no_internal_words(pages: list[tuple[str, str]]) -> None:
    """Words of the project's workshop (seed files, fixtures, to-dos) never reach a page
    (the scenario format page documents the ``seed`` key, in code)."""
    bad = []
    for rel, article in pages:
        prose = re.sub(r"<(code|pre)\b.*?</\1>", " ", article, flags=re.S)
        for m in INTERNAL.finditer(_text(prose)):
            bad.append(f"{rel}: {m.group(0)}")
    assert not bad, bad[:20]


def test_no_heading_stops_mid_sentence(pages: list[tuple[str, str]]) -> None:
    bad = []
    for rel, article in pages:
        for _, inner in HEADING.findall(article):
            text = _text(inner).removesuffix("¶").strip()
            if UNFINISHED_END.search(text):
                bad.append(f"{rel}: {text}")
    assert not bad, bad[:20]


def test_zones_and_who_gains_read_as_a_player_says_them(pages: list[tuple[str, str]]) -> None:
    bad = []
    for rel, article in pages:
        text = _text(article)
        bad += [f"{rel}: {phrase!r}" for phrase in CLUMSY if phrase in text]
        bad += [f"{rel}: {m.group(0)!r}" for m in WHO_TWICE.finditer(text)]
    assert not bad, bad[:20]
