"""Strict mode: an unscripted decision, an illegal answer, a leftover answer, an
unexpected step, and a scenario that ends waiting are errors naming the step."""

from __future__ import annotations

import textwrap

import pytest

from engine.runner import RunResult, run_scenario_text
from kb.play import project_catalog

BASE = """
id: strict-{name}
title: strictness
claim: strictness
setup:
  kingdom: [Workshop, Smithy, Chapel]
  Alice: {{hand: [Workshop, Chapel, Estate], deck: [Copper, Copper, Copper]}}
"""


def run(name: str, body: str) -> RunResult:
    text = BASE.format(name=name) + textwrap.dedent(body)
    [result] = run_scenario_text(text, project_catalog())
    return result


def test_unscripted_decision_is_an_error() -> None:
    r = run("unscripted", "steps:\n  - play: Workshop\n  - phase: buy\n")
    assert r.status == "error"
    assert "step 2 (phase buy) came while the engine was waiting for Alice to gain" in r.messages[0]


def test_illegal_answer_is_an_error() -> None:
    r = run("illegal", "steps:\n  - play: Workshop\n  - choose: Gold\n")
    assert r.status == "error"
    assert r.messages[0].startswith("step 2: 'Gold' is not a legal answer")


def test_leftover_answer_is_an_error() -> None:
    r = run("leftover", "steps:\n  - play: Workshop\n  - choose: Smithy\n  - choose: Smithy\n")
    assert r.status == "error"
    assert "step 3: choose 'Smithy', but no decision is waiting" in r.messages[0]


def test_ending_with_a_decision_waiting_is_an_error() -> None:
    r = run("waiting", "steps:\n  - play: Workshop\n")
    assert r.status == "error"
    assert "ends with a decision still waiting" in r.messages[0]


def test_pending_decision_can_be_expected() -> None:
    r = run(
        "pending",
        "steps:\n  - play: Workshop\nexpect:\n  pending: {by: Alice, options: "
        "[Copper, Curse, Estate, Silver, Workshop, Smithy, Chapel]}\n",
    )
    assert r.status == "passed", r.messages


def test_wrong_options_fail() -> None:
    r = run("options", "steps:\n  - play: Workshop\n  - choose: Smithy\n    options: [Smithy]\n")
    assert r.status == "failed"
    assert "step 2.options" in r.messages[0]


def test_decision_by_the_wrong_player_is_an_error() -> None:
    r = run("by", "steps:\n  - play: Workshop\n  - choose: Smithy\n    by: Bob\n")
    assert r.status == "error"
    assert "Alice's, not Bob's" in r.messages[0]


POSSESSED = """
id: strict-possessed-{name}
title: strictness
claim: strictness
setup:
  shuffle: as-listed
  kingdom: [Possession, Chapel]
  Alice: {{hand: [Possession], deck: [Copper, Copper, Copper, Copper, Copper]}}
  Bob: {{hand: [Chapel, Estate], deck: [Copper, Copper, Copper, Copper, Copper]}}
steps:
  - play: Possession
  - end_turn
  - play: Chapel
"""


def run_possessed(name: str, choose: str) -> RunResult:
    text = POSSESSED.format(name=name) + textwrap.indent(textwrap.dedent(choose), "  ")
    [result] = run_scenario_text(text, project_catalog())
    return result


def test_the_possessor_makes_the_possessed_player_s_decision() -> None:
    r = run_possessed("ok", "- choose: [Estate]\n  by: Alice\n  for: Bob\n")
    assert r.status == "passed", r.messages


def test_a_possessed_player_s_decision_is_not_theirs_to_make() -> None:
    r = run_possessed("by", "- choose: [Estate]\n  by: Bob\n")
    assert r.status == "error"
    assert "Alice's, not Bob's, to make" in r.messages[0]


def test_for_names_whom_the_decision_is_for() -> None:
    r = run_possessed("for", "- choose: [Estate]\n  by: Alice\n  for: Alice\n")
    assert r.status == "error"
    assert "the waiting decision is for Bob, not Alice" in r.messages[0]


def test_for_goes_only_with_choose() -> None:
    r = run("for-play", "steps:\n  - play: Workshop\n    for: Bob\n")
    assert r.status == "error" and not r.loaded
    assert "for goes with choose" in r.messages[0]


def test_failed_expectation_names_expected_and_found() -> None:
    r = run(
        "mismatch",
        "steps:\n  - play: Workshop\n  - choose: Smithy\nexpect:\n  Alice: {discard: [Silver]}\n",
    )
    assert r.status == "failed"
    assert r.messages == ["expect: Alice.discard: expected ['Silver'], found ['Smithy']"]


def test_refused_step_must_be_refused() -> None:
    r = run("refused", "steps:\n  - play: Workshop\n    refused: nope\n  - choose: Smithy\n")
    assert r.status == "failed"
    assert "expected play Workshop to be refused" in r.messages[0]


def test_refused_step_leaves_state() -> None:
    r = run(
        "refused-ok",
        "steps:\n  - play: Estate\n    refused: not an Action\nexpect:\n  Alice: {hand: [Workshop, Chapel, Estate], actions: 1}\n",
    )
    assert r.status == "passed", r.messages


def test_unknown_card_is_reported_with_file_and_line() -> None:
    r = run("unknown", "steps:\n  - play: Smithee\n")
    assert r.status == "error" and not r.loaded and r.scenario_id == "strict-unknown"
    [message] = r.messages
    assert message.startswith("<scenario>:")
    assert 'steps[0].play: unknown card "Smithee" (did you mean "Smithy"?)' in message


def test_narration_is_plain_sentences() -> None:
    r = run("narration", "steps:\n  - play: Workshop\n  - choose: Smithy\n")
    assert r.narration[:3] == [
        "Alice plays Workshop.",
        "Alice chooses Smithy (gain a card costing up to 4 coins).",
        "Alice gains Smithy.",
    ]


def test_an_engine_failure_is_a_plain_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.cards import CARDS

    def broken(*args: object) -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.delenv("DKB_DEBUG", raising=False)
    monkeypatch.setattr(CARDS["workshop"], "on_play", broken)
    r = run("engine-bug", "steps:\n  - play: Workshop\n")
    assert r.status == "error"
    assert r.messages == [
        "the engine failed at step 1: ZeroDivisionError: boom (a bug in the engine; "
        "set DKB_DEBUG=1 for the traceback)"
    ]
