"""``dkb search --type/--cost/--set/--edition``: the cards listed are exactly those of
the export (``dkb export``) whose facts match, worked out here from the export's JSON
with none of the filters' own code, in the same order (by set, then cost, then name)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from engine.values import Cost
from kb.cli.search import search
from kb.loader import project_knowledge_base
from kb.paths import PROJECT_ROOT

Card = dict[str, Any]
Check = Callable[[Card], bool]


@pytest.fixture(scope="module")
def export() -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-m", "kb.cli.main", "export"],
        cwd=PROJECT_ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    data: dict[str, Any] = json.loads(proc.stdout)
    return data


def _cost(card: Card) -> tuple[int, int, int]:
    """A card's cost; a card with none (a Landmark, a Way) sorts after every other."""
    if "cost" not in card:
        return 10**9, 0, 0
    c = card["cost"]
    return c["coins"], c["potion"], c["debt"]


def _kept(check: Check, card: Card) -> bool:
    """Whether ``check`` keeps ``card``: a card with no cost passes no cost test."""
    try:
        return check(card)
    except KeyError:
        return False


def coins_only(test: Callable[[int], bool]) -> Check:
    return lambda card: (
        card["cost"]["potion"] == 0 and card["cost"]["debt"] == 0 and test(card["cost"]["coins"])
    )


def expected(export: dict[str, Any], check: Check) -> list[str]:
    order = [s["name"] for s in export["sets"]]
    cards = [c for c in export["cards"].values() if _kept(check, c)]
    cards.sort(key=lambda c: (order.index(c["expansion"]), _cost(c), c["name"].lower(), c["id"]))
    return [c["id"] for c in cards]


def listed(capsys: pytest.CaptureFixture[str], **filters: Any) -> tuple[int, list[str]]:
    status = search("", as_json=True, **filters)
    out = capsys.readouterr().out
    return status, [c["id"] for c in json.loads(out)] if out.strip() else []


CASES: list[tuple[dict[str, Any], Check]] = [
    ({"cost": "4"}, coins_only(lambda n: n == 4)),
    ({"cost": "<=4"}, coins_only(lambda n: n <= 4)),
    ({"cost": "up to 4"}, coins_only(lambda n: n <= 4)),
    ({"cost": "<4"}, coins_only(lambda n: n < 4)),
    ({"cost": "4-5"}, coins_only(lambda n: 4 <= n <= 5)),
    ({"cost": "from 4 to 5"}, coins_only(lambda n: 4 <= n <= 5)),
    ({"cost": ">=6"}, lambda c: c["cost"]["coins"] >= 6),
    ({"cost": "3P"}, lambda c: _cost(c) == (3, 1, 0)),
    ({"cost": "3 coins and a Potion"}, lambda c: _cost(c) == (3, 1, 0)),
    ({"cost": "<=3P"}, lambda c: c["cost"]["coins"] <= 3 and c["cost"]["debt"] == 0),
    ({"cost": "P"}, lambda c: _cost(c) == (0, 1, 0)),
    ({"cost": "8D"}, lambda c: _cost(c) == (0, 0, 8)),
    ({"cost": "8 debt"}, lambda c: _cost(c) == (0, 0, 8)),
    ({"cost": ">=1D"}, lambda c: c["cost"]["debt"] >= 1),
    ({"cost": "4+3D"}, lambda c: _cost(c) == (4, 0, 3)),
    ({"types": ["Attack"]}, lambda c: "Attack" in c["types"]),
    ({"types": ["attack", "duration"]}, lambda c: {"Attack", "Duration"} <= set(c["types"])),
    ({"types": ["Action,Attack"], "cost": "<=4"},
     lambda c: {"Action", "Attack"} <= set(c["types"]) and coins_only(lambda n: n <= 4)(c)),
    ({"expansion": "Base"}, lambda c: c["expansion"] == "Base"),
    ({"expansion": "dark-ages"}, lambda c: c["expansion"] == "Dark Ages"),
    ({"expansion": "Seaside", "edition": "1"},
     lambda c: c["expansion"] == "Seaside" and "1st edition" in c["editions"]),
    ({"edition": "2nd"}, lambda c: "2nd edition" in c["editions"]),
    ({"types": ["Event"], "expansion": "Empires", "cost": "<=5"},
     lambda c: "Event" in c["types"] and c["expansion"] == "Empires"
     and coins_only(lambda n: n <= 5)(c)),
]  # fmt: skip


@pytest.mark.parametrize(("filters", "check"), CASES, ids=[json.dumps(f) for f, _ in CASES])
def test_filters_alone_list_exactly_the_exports_matching_cards(
    export: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    filters: dict[str, Any],
    check: Check,
) -> None:
    want = expected(export, check)
    assert want, "every case matches some card"
    status, got = listed(capsys, **filters)
    assert status == 0
    assert got == want


def test_every_type_and_set_alone(
    export: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    types = sorted({t for c in export["cards"].values() for t in c["types"]})
    for t in types:
        assert listed(capsys, types=[t])[1] == expected(export, lambda c, t=t: t in c["types"]), t
    for s in export["sets"]:
        name = s["name"]
        got = listed(capsys, expansion=name.upper())[1]
        assert got == expected(export, lambda c, n=name: c["expansion"] == n), name


def test_words_with_filters_keep_only_matching_cards(
    export: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    assert search("witch", as_json=True, types=["Attack"], cost="<=5", limit=10) == 0
    hits = json.loads(capsys.readouterr().out)
    assert hits[0]["id"] == "witch"
    for h in hits:
        card = export["cards"][h["id"]]
        assert h["kind"] == "card" and "Attack" in card["types"]
        assert coins_only(lambda n: n <= 5)(card)
    assert search("witch", as_json=True, expansion="Seaside") == 0
    assert [h["id"] for h in json.loads(capsys.readouterr().out)][:1] == ["sea-witch"]


def test_no_match_and_bad_filters(capsys: pytest.CaptureFixture[str]) -> None:
    assert search("", types=["Attack"], cost="0", expansion="Base") == 1
    assert capsys.readouterr().out.startswith("No card of type Attack, costing 0 coins")
    for filters, said in [
        ({"types": ["Atack"]}, 'not a card type (did you mean "Attack"?)'),
        ({"expansion": "Seasid"}, 'not a set (did you mean "Seaside"?)'),
        ({"edition": "3"}, "not an edition"),
        ({"cost": "lots"}, '"lots" is not a cost; write 4, <=4'),
        ({"cost": "5-4"}, "the range's first cost must not be above its last"),
    ]:
        assert search("", **filters) == 2
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1, err


def test_text_lists_cards_by_set_with_costs_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert search("", cost="3P") == 0
    out = capsys.readouterr().out
    assert out.startswith("3 cards costing 3 coins and a Potion, by set and cost.")
    assert "Alchemy\n  Alchemist: 3 coins and a Potion; Action." in out


def test_the_command_line_takes_the_filters(capsys: pytest.CaptureFixture[str]) -> None:
    from kb.cli.main import main

    argv = ["search", "--type", "Attack", "--type", "Duration", "--cost", "<=5", "--set",
            "seaside", "--edition", "2", "--json"]  # fmt: skip
    assert main(argv) == 0
    got = [c["id"] for c in json.loads(capsys.readouterr().out)]
    assert got == ["blockade", "corsair", "sea-witch"]
    eight_debt = sum(1 for c in project_knowledge_base().cards.values() if c.cost == Cost(debt=8))
    assert main(["search", "--cost", "8D", "--limit", "2"]) == 0
    assert capsys.readouterr().out.startswith(f"2 of {eight_debt} cards costing 8 Debt")
    assert main(["search"]) == 2
    assert "nothing to look for" in capsys.readouterr().err
