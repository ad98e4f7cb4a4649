"""Sources on the built card pages: most link to a document a player can open, and each
card's Sources list names every source its rulings cite."""

from __future__ import annotations

import html
import re
from pathlib import Path

from helpers import knowledge_base

from kb.citations import source_words

SHARE = 0.95
SOURCES = re.compile(r'<h2 id="sources">.*?</h2>(.*?)(?:<h2|</article>)', re.S)
TAG = re.compile(r"<[^>]+>")


def _sources_section(page: str) -> str:
    match = SOURCES.search(page)
    assert match, "no Sources section"
    return match.group(1)


def test_most_card_pages_link_a_source(built_site: Path, data_dir: Path | None) -> None:
    kb = knowledge_base(data_dir)
    linked = []
    for card in kb.cards.values():
        page = (built_site / "cards" / f"{card.id}.html").read_text(encoding="utf-8")
        if 'href="http' in _sources_section(page):
            linked.append(card.id)
    share = len(linked) / len(kb.cards)
    assert share >= SHARE, f"{len(linked)} of {len(kb.cards)} card pages link a source"


def test_a_card_lists_every_source_its_rulings_cite(
    built_site: Path, data_dir: Path | None
) -> None:
    kb = knowledge_base(data_dir)
    missing = []
    for card in kb.cards.values():
        page = (built_site / "cards" / f"{card.id}.html").read_text(encoding="utf-8")
        listed = " ".join(html.unescape(TAG.sub(" ", _sources_section(page))).split())
        cited = [r.source for r in card.rulings] + [g.source for g in card.gain_sources]
        for source in cited:
            words = " ".join(source_words(kb, source)[0].split())
            if words not in listed:
                missing.append(f"{card.id}: {words}")
    assert not missing, missing[:10]
