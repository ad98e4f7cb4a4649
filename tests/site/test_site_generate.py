"""The site's page generator, on the small data set in tests/fixtures/site."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from kb.export import export_document, schemas
from kb.loader import KnowledgeBase, load
from kb.search.ranking import FORMAT, Index, rank
from kb.site.cards import PROVEN, UNPROVEN, verdict
from kb.site.examples import VERIFIED
from kb.site.generate import SEARCH_INDEX_JS, generate
from kb.site.search_names import GLOBAL
from kb.site.verify import SiteBuildError, check_results

FIXTURE = Path(__file__).parents[1] / "fixtures" / "site"
BARE_SYMBOL = re.compile(
    r"\$\d+P?(?:\d+D)?(?![\dPD])(?! \()|(?<![\w$])\d+D\b(?! \()|\bVP\b(?! \(victory points\))"
)


@dataclass
class FakeResult:
    """A run result as the engine reports it."""

    scenario_id: str
    status: str = "passed"
    narration: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    events: list[dict[str, str]] = field(default_factory=list)
    before: dict[str, list[str]] = field(default_factory=dict)
    after: dict[str, list[str]] = field(default_factory=dict)


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    return load(FIXTURE)


@pytest.fixture(scope="module")
def files(kb: KnowledgeBase) -> dict[str, str]:
    results = {
        e.scenario.id: FakeResult(
            e.scenario.id,
            narration=[f"Alice plays Village ({e.scenario.id})."],
            events=[
                {"type": "play", "text": f"Alice plays Village ({e.scenario.id})."},
                {"type": "phase", "text": "Alice's buy phase begins."},
                {"type": "buy", "text": "Alice buys Silver."},
                {"type": "phase", "text": "Alice's night phase begins."},
                {"type": "phase", "text": "Alice's cleanup phase begins."},
            ],
            before={"Alice hand": ["Village", "Copper"], "Alice actions": ["1"]},
            after={"Alice hand": ["Copper"], "Alice in_play": ["Village"]},
        )
        for e in kb.examples
    }
    return generate(kb, results)


def test_a_page_per_card_and_rule(kb: KnowledgeBase, files: dict[str, str]) -> None:
    for card in kb.cards.values():
        assert files[f"cards/{card.id}.md"].count(f"# {card.name}\n") == 1
    for rule in kb.rules.values():
        assert f"rules/{rule.id}.md" in files
    for page in ("index.md", "timing.md", "accessibility.md", "glossary.md", "data.md"):
        assert page in files


def test_card_header_panel_gives_cost_symbols_their_words(files: dict[str, str]) -> None:
    page = files["cards/walled-village.md"]
    assert (
        '<span class="dkb-cost" role="img" aria-label="4 coins">'
        '<span class="dkb-coin">4</span></span>'
    ) in page
    assert '<span class="dkb-types">Action</span>' in page
    assert "[Promo](../sets/promo.md)" in page


def test_no_symbol_without_its_words(files: dict[str, str]) -> None:
    for path, text in files.items():
        if path.endswith(".md"):
            found = [m.group(0) for m in BARE_SYMBOL.finditer(text)]
            assert not found, f"{path}: {found}"


def test_clauses_are_numbered_with_their_ids_as_anchors(files: dict[str, str]) -> None:
    page = files["rules/gain.md"]
    assert (
        "## 1\\. A gained card goes to your discard pile unless the effect says otherwise. "
        "{#gain-to-discard .dkb-clause}" in page
    )
    assert "{#gain-from-supply .dkb-clause}" in page


def test_a_ruling_about_several_cards_is_listed_on_each_page(files: dict[str, str]) -> None:
    anchor = "{#walled-village-counts-actions-in-play .dkb-ruling}"
    assert anchor in files["cards/walled-village.md"]
    village = files["cards/village.md"]
    assert anchor not in village  # shown in full only where it is filed
    assert "## Rulings on other cards that concern it" in village
    assert (
        "- [Walled Village counts the Action cards in play, itself included]"
        "(walled-village.md#walled-village-counts-actions-in-play) (Walled Village)"
    ) in village


def test_a_ruling_shows_its_claim_and_verdict_with_each_example_folded(
    files: dict[str, str],
) -> None:
    page = files["cards/walled-village.md"]
    ruling = page[page.index("{#walled-village-counts-actions-in-play .dkb-ruling}") :]
    fold = ruling.index('<details class="dkb-fold dkb-ex"')
    verdict = ruling[: ruling.index("{: .dkb-meta}")]
    assert PROVEN in verdict and "dkb-badge--proven" in verdict  # one compact line
    assert verdict.index(PROVEN) < fold
    summary = ruling[fold : ruling.index("</summary>")]
    assert VERIFIED in summary and "Example: " in summary
    folded = ruling[fold : ruling.index("</details>")]
    assert "**Claim:**" in folded and "| Where | Before | After |" in folded
    assert "| Alice's hand | Village, Copper | Copper |" in folded  # checked: a row
    assert "cards in play" not in folded[: folded.index("<strong>Set-up</strong>")]
    for part in ("Set-up", "Steps", "Expected result", "What the engine narrated"):
        assert f"<strong>{part}</strong>" in folded
    assert "1. Alice plays Village (walled-village-topdecks-with-village)." in page
    assert "1. Alice plays Walled Village." in page
    assert "Alice answers “yes”." in page


def test_an_unproven_ruling_has_a_badge_not_a_sentence(
    kb: KnowledgeBase, files: dict[str, str]
) -> None:
    ruling = next(r for r in kb.rulings.values() if r.examples)
    unproven = verdict(ruling.model_copy(update={"examples": [], "no_example_because": None}))
    assert UNPROVEN in unproven and "dkb-badge--unproven" in unproven
    assert "aria-hidden" in unproven  # the mark is decoration; the words are the badge
    assert PROVEN in verdict(ruling) and UNPROVEN not in verdict(ruling)
    for page in files.values():
        assert "no example of this ruling has been played" not in page


def test_narration_leaves_out_phases_in_which_nothing_happens(files: dict[str, str]) -> None:
    page = files["cards/walled-village.md"]
    assert "2. Alice's buy phase begins." in page  # something happens in it
    assert "night phase" not in page
    assert "cleanup phase" not in page


def test_names_link_to_their_pages_but_not_to_their_own(files: dict[str, str]) -> None:
    page = files["cards/walled-village.md"]
    assert "Like a [Village](village.md), but" in page
    assert "[Walled Village](" not in page
    assert "Applies: [Gain, clause 1](../rules/gain.md#gain-to-discard)." in page
    assert "[Governor](../cards/governor.md)" in files["rules/gain.md"]


def test_gain_lists(files: dict[str, str]) -> None:
    others = files["gains/makes-others-gain.md"]
    assert "[Governor](../cards/governor.md#governor-gain-gold)" in others
    assert "[Verified, 1 example](../cards/governor.md#governor-gain-gold)" in others
    replaced = files["gains/trashes-with-replacement.md"]
    assert "| unverified |" in replaced
    assert "No card is on this list yet." in files["gains/gains-to-hand.md"]
    assert "Checked: unverified" in files["cards/governor.md"]


def test_timing_accessibility_and_glossary(files: dict[str, str]) -> None:
    timing = files["timing.md"]
    assert "{#governor-and-walled-village}" in timing
    assert "[Governor](cards/governor.md) and [Walled Village](cards/walled-village.md)" in timing
    access = files["accessibility.md"]
    assert "## Walled Village {#walled-village-accessibility}" in access
    assert "Also concerns: [Village](cards/village.md)." in access
    glossary = files["glossary.md"]
    assert "## Gain {#term-gain}" in glossary
    assert "## Gaining {#term-gaining}" in glossary
    assert "## Supply {#term-supply}" in glossary


def test_data_files(kb: KnowledgeBase, files: dict[str, str]) -> None:
    assert json.loads(files["data/dominion-kb.json"]) == json.loads(json.dumps(export_document(kb)))
    for name, body in schemas().items():
        assert json.loads(files[f"data/schemas/{name}"]) == body


def test_search_index_script(files: dict[str, str]) -> None:
    script = files[SEARCH_INDEX_JS]
    assert script.startswith(GLOBAL)
    data = json.loads(script.removeprefix(GLOBAL).rstrip().rstrip(";"))
    assert data["format"] == FORMAT
    urls = {row[2]: row[5] for row in data["records"] if row[0] in ("card", "rule")}
    assert urls["Walled Village"] == "cards/walled-village.html"
    assert urls["Gain"] == "rules/gain.html"
    assert "wall" in data["vocab"] and "governer" not in data["vocab"]
    assert len(data["vocab"]) == len(data["postings"]) == len(data["idf"])
    # the same index as dkb search's, less each record's full text
    again = Index.from_json(data)
    assert [h.record.id for h in rank(again, "walld vilage")][:1] == ["walled-village"]


def test_navigation_lists_every_page(kb: KnowledgeBase, files: dict[str, str]) -> None:
    nav = files["SUMMARY.md"]
    for card in kb.cards.values():
        assert f"(cards/{card.id}.md)" in nav


def test_build_refuses_an_example_that_did_not_pass(kb: KnowledgeBase) -> None:
    results = {e.scenario.id: FakeResult(e.scenario.id) for e in kb.examples}
    first = kb.examples[0].scenario.id
    results[first] = FakeResult(first, status="failed", messages=["expect: Alice.hand:\nwrong"])
    del results[kb.examples[1].scenario.id]
    with pytest.raises(SiteBuildError) as info:
        check_results(kb, results)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("2 of 3 example(s) did not pass")
    assert f"{first} (failed: expect: Alice.hand: wrong)" in message
    assert "(not run)" in message


def test_a_rule_clause_naming_a_card_is_shown_on_its_page(files: dict[str, str]) -> None:
    # what a rule says of a pile or group (split piles, Castles) is recorded once, on the
    # rule, and every card its clause names shows it
    governor = files["cards/governor.md"]
    assert "## Rules that concern it" in governor
    assert "(../rules/gain.md#gain-from-supply)" in governor.split("## Rules that concern it")[1]
    assert "## Rules that concern it" not in files["cards/village.md"]
