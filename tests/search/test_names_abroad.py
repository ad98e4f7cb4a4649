"""Cards' names in other languages (``names:`` in ``data/cards``): each finds its card
in ``dkb show`` and ``dkb search``, with or without its accents, and the card page
shows them with their language marked."""

from __future__ import annotations

import unicodedata
from dataclasses import replace

import pytest

from kb.loader import KnowledgeBase, load
from kb.search.index import build_index
from kb.search.ranking import Index, answer, resolve
from kb.site.cards import names_abroad_html
from kb.vocabulary import LANGUAGES


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    return load()


@pytest.fixture(scope="module")
def index(kb: KnowledgeBase) -> Index:
    return build_index(kb)


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def test_names_cover_six_languages_and_cite_the_card_database(kb: KnowledgeBase) -> None:
    named = [c for c in kb.cards.values() if c.names]
    langs = {n.lang for c in named for n in c.names}
    assert langs == set(LANGUAGES) and len(langs) >= 6
    assert len(named) > 700
    for card in named:
        assert any(s.document == "card-database" for s in card.sources), card.name
        assert len({n.lang for n in card.names}) == len(card.names), card.name


def test_every_name_abroad_shows_its_card(kb: KnowledgeBase, index: Index) -> None:
    shared: dict[str, set[str]] = {}
    for card in kb.cards.values():
        for n in card.names:
            shared.setdefault(_plain(n.name).lower(), set()).add(card.id)
    wrong = []
    for card in kb.cards.values():
        for n in card.names:
            if len(shared[_plain(n.name).lower()]) > 1:
                continue  # Courier's "Botin" and Spoils' "Botín": either may be meant
            for typed in (n.name, _plain(n.name).lower()):
                found, _ = resolve(index, typed)
                if found is None or found.record.id != card.id:
                    wrong.append(f"{typed!r} ({n.lang}): {found and found.record.id}")
    assert not wrong, wrong[:10]


def test_hexe_finds_witch_before_any_hex(kb: KnowledgeBase, index: Index) -> None:
    hits = answer(index, "Hexe", limit=20).hits
    assert hits[0].record.id == "witch"
    hexes = {c.id for c in kb.cards.values() if "Hex" in c.types}
    assert hexes & {h.record.id for h in hits}, "the Hexes are found too, after Witch"


@pytest.mark.parametrize("query", ["hex", "hexes", "a hex"])
def test_the_english_word_is_not_a_misspelt_name_abroad(
    kb: KnowledgeBase, index: Index, query: str
) -> None:
    """ "hex" is the English word (Nocturne's Hexes), not a near spelling of Witch's German
    name "Hexe": only a name abroad typed whole names its card. A Hex, or the rule on
    receiving Hexes (and a clause of it), answers."""
    hits = answer(index, query, limit=5).hits
    assert hits and hits[0].record.id != "witch"
    hexes = {c.id for c in kb.cards.values() if "Hex" in c.types}
    rule = kb.rules["boons-and-hexes"]
    hexes |= {rule.id, *(c.id for c in rule.clauses)}
    assert hexes & {h.record.id for h in hits}


def test_english_queries_rank_as_without_names_abroad(kb: KnowledgeBase) -> None:
    """A word's rarity is counted without the names abroad: "artisan" (also in
    Artificer's French name) weighs what it did."""
    with_names = build_index(kb)
    cards = {k: c.model_copy(update={"names": []}) for k, c in kb.cards.items()}
    without = build_index(replace(kb, cards=cards))
    for word in ("artisan", "gain", "trash", "village"):
        assert with_names.idf(word) == without.idf(word)
    query = "artisan gain to hand"
    assert [h.record.id for h in answer(with_names, query).hits] == [
        h.record.id for h in answer(without, query).hits
    ]


def test_card_page_marks_each_name_with_its_language(kb: KnowledgeBase) -> None:
    """The line the card page's panel shows (the built page is checked by
    tests/browser/test_card_names.py)."""
    line = names_abroad_html(kb.cards["moat"])
    assert '<span lang="de">Burggraben</span> (German)' in line
    assert '<span lang="nl">Slotgracht</span> (Dutch)' in line
    assert '<span lang="fr">Salle du Trône</span>' in names_abroad_html(kb.cards["throne-room"])
