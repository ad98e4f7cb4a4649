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


READ_WRONG = [
    "Listed as related in its record",
    "The player deciding",
    "sumpfork/dominiontabs",
    "(2009) (2009)",
    "another name for",
    "Another name for",
    "Cost: 0 coins",
    "Not yet proven by the engine: no example",
]
"""Phrases that once read wrong on the site (issue 24); none may come back."""
DOUBLED_STOP = re.compile(r"(?<![.\w/])\w+\.\.(?![.\w/])")
"""Two full stops after a word (an ellipsis of three, or a path such as ``../``, is not)."""


def _prose(article: str) -> str:
    return _text(re.sub(r"<(code|pre)\b.*?</\1>", " ", article, flags=re.S))


def test_no_phrase_that_reads_wrong(pages: list[tuple[str, str]]) -> None:
    bad = []
    for rel, article in pages:
        text = _prose(article)
        bad += [f"{rel}: {p!r}" for p in READ_WRONG if p in text]
        bad += [f"{rel}: {m.group(0)!r}" for m in DOUBLED_STOP.finditer(text)]
        if "``" in text:
            bad.append(f"{rel}: raw ``")
    assert not bad, bad[:20]


def test_the_glossary_gives_each_term_its_own_anchor_and_meaning(built_site: Path) -> None:
    page = (built_site / "glossary.html").read_text(encoding="utf-8")
    anchors = re.findall(r'<h2 id="([^"]+)"', page)
    assert len(anchors) > 10 and len(anchors) == len(set(anchors)), "a shared anchor"
    assert "term-plus-buy" in anchors and "term-buy" in anchors
    buy_phase = page[page.index('id="term-buy-phase"') :]
    buy_phase = _text(buy_phase[: buy_phase.index("<h2")])
    assert "Treasures" in buy_phase  # its own meaning, not a pointer to Turn phases


def test_the_engine_page_names_each_decision_in_whole_sentences(built_site: Path) -> None:
    page = (built_site / "engine.html").read_text(encoding="utf-8")
    table = page[page.index('id="decisions-and-their-answers"') :]
    table = table[: table.index("</table>")]
    questions = [_text(row) for row in re.findall(r"<tr>\s*<td>(.*?)</td>", table, re.S)]
    assert len(questions) >= 5
    for question in questions:
        assert question.endswith(".") and "``" not in question, question


def test_the_search_says_no_match_in_plain_words(built_site: Path) -> None:
    script = (built_site / "javascripts" / "search.js").read_text(encoding="utf-8")
    assert "Nothing here answers" in script
    assert "No record mentions" not in script and "Not recorded" not in script
