"""Every card the engine implements, played from scenario files (tests/scenarios)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import REGISTRY
from engine.runner import RunResult, run_scenario_file
from kb.loader import project_knowledge_base as knowledge_base
from kb.play import project_catalog

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.yaml"))


def _results() -> list[RunResult]:
    out: list[RunResult] = []
    for path in SCENARIOS:
        out += run_scenario_file(str(path), project_catalog())
    return out


def _scored_cards() -> set[str]:
    """Cards held by a player in a scenario that ends the game and checks the score."""
    from engine.format.files import read_scenarios
    from engine.format.yamlfile import read_yaml_file

    out: set[str] = set()
    for path in SCENARIOS:
        for sc, _line in read_scenarios(
            read_yaml_file(str(path)), project_catalog().card_names, project_catalog().pile_names
        ):
            if sc.expect.score and any(step.end_game for step in sc.steps):
                for p in sc.setup.players:
                    ps = sc.setup.player(p)
                    out.update(ps.hand + ps.deck + ps.discard)
    return out


RESULTS = {r.scenario_id: r for r in _results()}


@pytest.mark.parametrize("scenario_id", sorted(RESULTS))
def test_scenario_passes(scenario_id: str) -> None:
    result = RESULTS[scenario_id]
    assert result.status == "passed", "\n".join(result.messages + result.narration)


def test_every_implemented_card_has_a_scenario_and_a_record() -> None:
    kb = knowledge_base()
    played = _scored_cards()
    for result in RESULTS.values():
        for event in result.events:
            if event["type"] in ("play", "buy", "gain") and "card" in event:
                played.add(event["card"])
    for name in REGISTRY:
        assert kb.has_card(name), f"{name} is implemented but has no record in data/cards"
    missing = sorted(set(REGISTRY) - played)
    assert not missing, f"implemented cards with no scenario: {missing}"
