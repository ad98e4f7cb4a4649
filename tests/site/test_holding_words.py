"""An example's set-up on the site says a card held with the cards it set aside."""

from __future__ import annotations

from engine.format.scenario import Scenario
from kb.loader import project_knowledge_base
from kb.site.context import Site
from kb.site.examples import _setup_lines, _Writer


def test_a_holding_is_said_as_the_card_and_what_it_holds() -> None:
    scenario = Scenario.model_validate(
        {
            "id": "words",
            "title": "T",
            "claim": "C",
            "setup": {
                "Alice": {
                    "holding": [{"card": "Prince", "cards": ["Village"]}],
                    "durations": ["Wharf"],
                }
            },
        }
    )
    w = _Writer(Site(project_knowledge_base(), {}), "cards/x.md")
    setup = " ".join(_setup_lines(w, scenario))
    assert "[Prince](prince.md) holding [Village](village.md)" in setup, setup
    assert "[Wharf](wharf.md)" in setup, setup
