"""A card's page lists its names in other languages, each marked with its language
(``lang``) so that a screen reader pronounces it in that language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import knowledge_base

_NAMES = """() => [...document.querySelectorAll('.dkb-names span[lang]')]
  .map(s => [s.lang, s.textContent])"""


def test_card_page_names_carry_their_language(
    page: Any, base_url: str, data_dir: Path | None
) -> None:
    kb = knowledge_base(data_dir)
    named = [c for c in kb.cards.values() if c.names]
    assert named, "no card in the data has names in other languages"
    card = kb.cards["moat"] if "moat" in kb.cards else named[0]
    page.goto(f"{base_url}cards/{card.id}.html")
    assert [tuple(x) for x in page.evaluate(_NAMES)] == [(n.lang, n.name) for n in card.names]
    assert "Names in other languages:" in (page.locator(".dkb-names").text_content() or "")
