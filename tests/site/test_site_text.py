"""Symbols spelt out for screen readers, Markdown escaping, and the linker."""

from __future__ import annotations

from pathlib import Path

from engine.values import Cost
from kb.loader import load
from kb.models import Source
from kb.site.cards import cited_sources
from kb.site.context import source_md
from kb.site.links import Linker
from kb.site.text import escape
from kb.urls import rel
from kb.vocabulary import cost_words as cost_text
from kb.vocabulary import spelled as spell_symbols

FIXTURE = Path(__file__).parents[1] / "fixtures" / "site"


def test_costs_in_words() -> None:
    assert cost_text(Cost(coins=3)) == "$3 (3 coins)"
    assert cost_text(Cost(coins=1)) == "$1 (1 coin)"
    assert cost_text(Cost(coins=3, potion=1)) == "$3P (3 coins and a Potion)"
    assert cost_text(Cost(debt=8)) == "8D (8 Debt)"
    assert cost_text(Cost(coins=0)) == "$0 (0 coins)"


def test_symbols_in_prose() -> None:
    assert spell_symbols("+$2") == "+$2 (2 coins)"
    assert spell_symbols("costs $11") == "costs $11 (11 coins)"
    assert spell_symbols("$4 (4 coins)") == "$4 (4 coins)"
    assert spell_symbols("take 8D") == "take 8D (8 Debt)"
    assert spell_symbols("+1 VP") == "+1 VP (victory points)"
    assert spell_symbols("VP (victory points)") == "VP (victory points)"
    assert spell_symbols("3D printing? no: 3 D") == "3D (3 Debt) printing? no: 3 D"


def test_escape() -> None:
    assert escape("a|b *c* _d_ [e] <f>") == r"a\|b \*c\* \_d\_ \[e\] &lt;f&gt;"
    assert escape('{: onclick="x"} & "q"') == r"\{: onclick=&quot;x&quot;\} &amp; &quot;q&quot;"
    assert escape("x\n  - item\n2. two\n!!! note") == "x\n\\- item\n2\\. two\n\\!\\!\\! note"


def test_relative_links() -> None:
    assert rel("index.md", "cards/envoy.md") == "cards/envoy.md"
    assert rel("cards/envoy.md", "timing.md", "x") == "../timing.md#x"
    assert rel("rules/gain.md", "rules/gain.md", "gain-to-discard") == "#gain-to-discard"


def test_linker_prefers_the_longest_name() -> None:
    linker = Linker(load(FIXTURE))
    text = linker.text("timing.md", "Walled Village is not a Village; Villages are.")
    assert text == (
        "[Walled Village](cards/walled-village.md) is not a [Village](cards/village.md); "
        "Villages are."
    )
    assert linker.text("cards/gold.md", "Gain a Gold.") == "[Gain](../rules/gain.md) a Gold."


def test_a_source_links_to_its_wiki_section_and_heading() -> None:
    kb = load()
    wiki = Source(document="strategy-wiki", section="Nomad Camp", heading="Official FAQ")
    assert source_md(kb, wiki) == (
        "[Dominion Strategy Wiki, card and rules pages, section “Nomad Camp”, under "
        "“Official FAQ”](https://wiki.dominionstrategy.com/index.php/Nomad_Camp#Official_FAQ)"
    )
    book = source_md(kb, Source(document="base-rules-2e", section="Moat"))
    assert book == (
        "[Dominion rulebook, second edition, section “Moat”]"
        "(https://www.riograndegames.com/wp-content/uploads/2016/09/Dominion-2nd-Edition-Rules.pdf)"
        " (2016), [official FAQ on the wiki]"
        "(https://wiki.dominionstrategy.com/index.php/Moat#Official_FAQ)"
    )
    offline = source_md(kb, Source(document="guilds-rules-1e", section="Preparation"))
    assert offline == "*Dominion Guilds rulebook, first edition, section “Preparation”* (2013)"


def test_a_cards_sources_include_every_source_its_rulings_cite() -> None:
    kb = load()
    duchy = [s.document for s in cited_sources(kb.cards["duchy"])]
    assert duchy[0] == "base-rules-2e" and "base-rules-1e" in duchy  # its ruling's
    for card in kb.cards.values():
        listed = {(s.document, s.section, s.heading) for s in cited_sources(card)}
        for ruling in card.rulings:
            s = ruling.source
            assert (s.document, s.section, s.heading) in listed, (card.id, ruling.id)
