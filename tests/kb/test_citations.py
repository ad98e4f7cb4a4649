"""Sources are worded once (kb/citations.py), at their finest level, for the site's
pages and for ``dkb show`` alike."""

from __future__ import annotations

from kb.citations import faq_address, source_text, source_words
from kb.loader import load
from kb.models import Source
from kb.search.index import build_details
from kb.site.context import source_md

WIKI = Source(document="strategy-wiki", section="King's Court", heading="Official FAQ")
WIKI_WORDS = (
    "Dominion Strategy Wiki, card and rules pages, section “King's Court”, under “Official FAQ”"
)
WIKI_URL = "https://wiki.dominionstrategy.com/index.php/King%27s_Court#Official_FAQ"


def test_a_wiki_source_names_its_page_and_heading_and_links_to_the_heading() -> None:
    kb = load()
    assert source_words(kb, WIKI) == (WIKI_WORDS, WIKI_URL)
    assert source_text(kb, WIKI) == f"{WIKI_WORDS}, <{WIKI_URL}>"


def test_a_rulebook_source_names_title_edition_section_and_date() -> None:
    kb = load()
    book = Source(document="intrigue-rules-1e", section="Masquerade", note="Read aloud.")
    words = "Dominion Intrigue rulebook, first edition, section “Masquerade”"
    assert source_words(kb, book) == (words, None)
    faq = "https://wiki.dominionstrategy.com/index.php/Masquerade#Official_FAQ"
    assert source_text(kb, book) == (
        f"{words} (2009); official FAQ on the wiki: <{faq}>. Read aloud."
    )


def test_only_a_section_named_after_a_card_or_pile_links_to_the_wiki_faq() -> None:
    kb = load()
    assert faq_address(kb, Source(document="dark-ages-rules", section="Knights")) == (
        "https://wiki.dominionstrategy.com/index.php/Knights#Official_FAQ"
    )
    assert faq_address(kb, Source(document="dark-ages-rules", section="Preparation")) is None
    assert faq_address(kb, Source(document="strategy-wiki", section="Moat")) is None


def test_dkb_show_and_the_site_word_a_ruling_source_the_same_way() -> None:
    kb = load()
    ruling = kb.rulings["smugglers-cost-checked-when-played"]
    assert ruling.source == Source(
        document="strategy-wiki", section="Smugglers", heading="Official FAQ"
    )
    words, url = source_words(kb, ruling.source)
    shown = {r.id: r.source for r in build_details(kb).cards["smugglers"].rulings}
    assert shown[ruling.id] == f"{words}, <{url}>"
    assert url is not None and url.endswith("/Smugglers#Official_FAQ")
    assert source_md(kb, ruling.source) == f"[{words}]({url})"


def test_every_ruling_and_gain_source_names_its_section() -> None:
    kb = load()
    vague = [
        f"{card.id}: {source.document}"
        for card in kb.cards.values()
        for source in [
            *(r.source for r in card.rulings),
            *(r.disagreement.source for r in card.rulings if r.disagreement),
            *(g.source for g in card.gain_sources),
        ]
        if not source.section
    ]
    assert not vague, vague
