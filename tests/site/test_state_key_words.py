"""An example's set-up and expectation on the site say every state key written: the keys
without sentences of their own (mats, tokens, the turn's facts) in the format's words."""

from __future__ import annotations

from engine.format.scenario import Scenario
from kb.loader import project_knowledge_base
from kb.site.context import Site
from kb.site.examples import _expect_lines, _setup_lines, _Writer

SCENARIO = Scenario.model_validate(
    {
        "id": "words",
        "title": "T",
        "claim": "C",
        "setup": {
            "embargo": {"Silver": 2},
            "extra_turns": [{"player": "Bob", "card": "Possession", "controlled_by": "Alice"}],
            "Alice": {"native_village": ["Gold"], "journey": "down"},
        },
        "expect": {"controlled_by": False, "Alice": {"tokens": {"action": "Village"}}},
    }
)


def test_state_keys_are_said_in_the_formats_words() -> None:
    w = _Writer(Site(project_knowledge_base(), {}), "cards/x.md")
    setup = " ".join(_setup_lines(w, SCENARIO))
    assert "Embargo tokens on Supply piles: [Silver](silver.md) 2." in setup
    assert "Bob ([Possession](possession.md), controlled by Alice)" in setup
    assert "cards face down on the Native Village mat: [Gold](gold.md)" in setup
    assert "the side the Journey token shows: down" in setup
    expect = " ".join(_expect_lines(w, SCENARIO.expect))
    assert "Who controls the turn: no." in expect
    assert "action [Village](village.md)" in expect
