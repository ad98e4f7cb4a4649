"""kb.jsonread reads what json.loads reads, and refuses the rest with a ValueError."""

from __future__ import annotations

import json
import random

import pytest

from kb.jsonread import loads

DOCUMENTS = [
    '{"name": "Moat", "cost": [2, 0, 0], "types": ["Action", "Reaction"]}',
    " [1, -0, 2.5e3, 1E-2, true, false, null] \n",
    '"caf\\u00e9 \\ud83c\\udccf \\n\\t\\"quoted\\""',
    '{"a": {"b": {"c": [[], {}]}}}',
    "[NaN, Infinity, -Infinity]",
    '{"a": 1, "a": 2}',
]
BROKEN = ["", " ", "[1,", "[1] x", "{'a': 1}", "[01]", '"\x07"', "\ufeff[]", "nul", "[1,]"]


@pytest.mark.parametrize("text", DOCUMENTS)
def test_reads_what_json_reads(text: str) -> None:
    assert repr(loads(text)) == repr(json.loads(text))
    assert repr(loads(text.encode("utf-8"))) == repr(json.loads(text))


@pytest.mark.parametrize("text", BROKEN)
def test_refuses_what_json_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        loads(text)


def test_too_deep_is_a_value_error_not_a_crash() -> None:
    with pytest.raises(ValueError, match="nested too deeply"):
        loads("[" * 200_000)


def test_agrees_with_json_on_random_text() -> None:
    rng = random.Random(7)
    atoms = ["1", "-0", "2.5", '"a"', '"\\u00e9"', "true", "null", "[", "]", "{", "}",
             ",", ":", " ", '"', "\\", "01", "1."]  # fmt: skip
    for _ in range(20_000):
        text = "".join(rng.choice(atoms) for _ in range(rng.randrange(1, 7)))
        try:
            expected: object = repr(json.loads(text))
        except ValueError:
            expected = ValueError
        try:
            found: object = repr(loads(text))
        except ValueError:
            found = ValueError
        assert found == expected, text
