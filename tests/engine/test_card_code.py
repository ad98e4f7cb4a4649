"""Card code goes through the shared mechanisms: counters change only through
``game.plus``, and every card module defines exactly one card."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.card import CardRules
from engine.cards import CARDS
from engine.values import Counter

CARD_CODE = Path(__file__).resolve().parents[2] / "engine" / "cards"
COUNTERS = {c.value for c in Counter}


def counter_edits(source: str) -> list[int]:
    """Lines of ``source`` that set or change a player's counter directly."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            own = isinstance(target, ast.Attribute) and (
                isinstance(target.value, ast.Name) and target.value.id == "self"
            )
            if isinstance(target, ast.Attribute) and target.attr in COUNTERS and not own:
                lines.append(node.lineno)
    return lines


def test_card_code_changes_counters_only_through_plus() -> None:
    for path in sorted(CARD_CODE.rglob("*.py")):
        found = counter_edits(path.read_text(encoding="utf-8"))
        assert not found, f"{path}: lines {found} change a counter; use game.plus"


def test_a_direct_counter_edit_is_caught() -> None:
    assert counter_edits("def f(game, player):\n    player.coins += 2\n") == [2]
    assert counter_edits("def f(game, p):\n    p.actions = 0\n") == [2]
    assert counter_edits("def f(game, player):\n    game.plus(player, coins=2)\n") == []


def test_each_card_module_defines_one_card_named_by_its_file() -> None:
    for path in sorted(CARD_CODE.glob("*/*.py")):
        if path.name.startswith("_"):  # __init__, or a mechanism several cards share
            continue
        rules = CARDS[path.stem.replace("_", "-")]
        assert isinstance(rules, CardRules)
        assert type(rules).__module__.endswith(path.stem)
