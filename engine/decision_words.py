"""The words each card's mode decisions take, read from the card code itself.

A card asks for a mode with ``ChooseMode`` or ``ChooseModes`` and a list of words (or,
for its listed "choose" options, with :func:`engine.cards.choosing.choose_options`); this
finds those lists, so the engine page can list every decision and its answers without
a second copy of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

from engine.values import card_id

__all__ = ["MODE_CALLS", "mode_words"]

_CARDS = Path(__file__).parent / "cards"

MODE_CALLS = {"ChooseMode": 2, "ChooseModes": 2, "choose_options": 4}
"""The calls that ask for a mode, with the position of their list of words."""


def _strings(node: ast.expr, constants: dict[str, list[str]]) -> list[str] | None:
    """The words of a literal list or tuple, or of a class attribute named by it."""
    if isinstance(node, ast.List | ast.Tuple):
        words = [e.value for e in node.elts if isinstance(e, ast.Constant)]
        return [w for w in words if isinstance(w, str)] or None
    if isinstance(node, ast.Call) and node.args:  # list(self.modes)
        return _strings(node.args[0], constants)
    if isinstance(node, ast.Attribute):  # self.modes
        return constants.get(node.attr)
    if isinstance(node, ast.Name):  # a list named earlier in the module
        return constants.get(node.id)
    return None


def mode_words() -> dict[str, list[list[str]]]:
    """For each card id, the word lists of its mode decisions, in the order asked."""
    out: dict[str, list[list[str]]] = {}
    for path in sorted(_CARDS.glob("*/*.py")):
        if path.name == "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants: dict[str, list[str]] = {}
        for node in ast.walk(tree):
            value: ast.expr | None
            if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
                target, value = node.targets[0].id, node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                target, value = node.target.id, node.value
            else:
                continue
            words = _strings(value, {}) if value is not None else None
            if words:
                constants[target] = words
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in MODE_CALLS
                and len(node.args) > MODE_CALLS[node.func.id]
            ):
                words = _strings(node.args[MODE_CALLS[node.func.id]], constants)
                if words:
                    out.setdefault(card_id(path.stem.replace("_", "-")), []).append(words)
    return out
