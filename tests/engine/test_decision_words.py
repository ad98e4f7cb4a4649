"""Every mode decision in card code has words the engine page can list, and a mode
word is accepted as an answer."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.decision_words import MODE_CALLS, mode_words
from engine.decisions import DECISION_KINDS

CARDS = Path(__file__).resolve().parents[2] / "engine" / "cards"


def test_every_mode_decision_has_listed_words() -> None:
    calls = 0
    for path in CARDS.glob("*/*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls += sum(
            1
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in MODE_CALLS
        )
    listed = sum(len(lists) for lists in mode_words().values())
    assert listed == calls, "a ChooseMode call whose words the engine page cannot read"
    assert mode_words()["watchtower"] == [["trash", "deck"]]


def test_every_decision_kind_says_how_to_answer_it() -> None:
    for kind in DECISION_KINDS:
        assert kind.answers and kind.__doc__, kind.__name__
