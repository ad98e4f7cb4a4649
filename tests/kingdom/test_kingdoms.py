"""``dkb kingdom``: the shared suite of kingdoms, and proof that every set-up item is a
record's field (none is written for a kingdom, and the code names no card)."""

from __future__ import annotations

import json
import random
import re
import typing
from pathlib import Path
from typing import Any

import pytest
import yaml

from kb.cli.kingdom import answer_lines, item_title, kingdom_table, split_names
from kb.cli.main import main
from kb.kingdom import PLAYERS, answer
from kb.loader import KnowledgeBase, project_knowledge_base
from kb.models import SetupNeed
from kb.paths import PROJECT_ROOT

SUITE_FILE = Path(__file__).with_name("kingdoms.yaml")
SUITE: list[dict[str, Any]] = yaml.safe_load(SUITE_FILE.read_text(encoding="utf-8"))
KINGDOMS = [k for k in SUITE if "error" not in k]
REFUSED = [k for k in SUITE if "error" in k]
CODE = [
    PROJECT_ROOT / "kb" / "kingdom.py",
    PROJECT_ROOT / "kb" / "cli" / "kingdom.py",
    PROJECT_ROOT / "kb" / "site" / "kingdom.py",
    PROJECT_ROOT / "kb" / "search" / "card_names.py",
    PROJECT_ROOT / "docs" / "javascripts" / "kingdom.js",
]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["kingdom", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _ask(capsys: pytest.CaptureFixture[str], k: dict[str, Any]) -> dict[str, Any]:
    code, out, err = _run(
        capsys, ",".join(k["typed"]), "--players", str(k.get("players", 2)), "--json"
    )
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def test_the_suite_is_big_enough() -> None:
    assert len(KINGDOMS) >= 30
    assert len(REFUSED) >= 8


@pytest.mark.parametrize("k", KINGDOMS, ids=lambda k: ",".join(k["cards"]))
def test_kingdom_setup(capsys: pytest.CaptureFixture[str], k: dict[str, Any]) -> None:
    result = _ask(capsys, k)
    assert [c["name"] for c in result["cards"]] == k["cards"]
    titles = [item_title(i, result["players"]) for i in result["setup"]]
    for wanted in k["setup"]:
        assert wanted in titles, f"{wanted!r} not in {titles}"
    pairs = [g["cards"] for g in result["interactions"]]
    for pair in k.get("pairs", []):
        assert pair in pairs, f"{pair} not in {pairs}"


@pytest.mark.parametrize("k", REFUSED, ids=lambda k: ",".join(k["typed"]))
def test_kingdom_refused(capsys: pytest.CaptureFixture[str], k: dict[str, Any]) -> None:
    code, out, err = _run(capsys, ",".join(k["typed"]))
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("dkb kingdom: ")
    assert k["error"] in err


def test_suite_covers_every_kind_of_need(capsys: pytest.CaptureFixture[str]) -> None:
    kinds = set(typing.get_args(SetupNeed.model_fields["kind"].annotation))
    seen: set[str] = set()
    options = 0
    for k in KINGDOMS:
        result = _ask(capsys, k)
        seen |= {i["kind"] for i in result["setup"]}
        options += sum(1 for i in result["setup"] if i["chance"])
    assert kinds <= seen, f"no kingdom of the suite brings {sorted(kinds - seen)}"
    assert options, "no kingdom of the suite brings a set option (Platinum and Colony, Shelters)"


def _need(kb: KnowledgeBase, trace: str) -> SetupNeed:
    name, field = trace.split(": ")
    card = kb.card(name)
    if field == "set_option":
        assert card.set_option is not None
        return card.set_option
    m = re.fullmatch(r"setup\[(\d+)\]", field)
    assert m, trace
    return card.setup[int(m.group(1))]


def _kingdoms(table: dict[str, Any]) -> list[tuple[list[int], int]]:
    """The suite's kingdoms and 60 random ones (10 Kingdom cards, up to 2 landscapes)."""
    index = {c["name"]: i for i, c in enumerate(table["cards"])}
    out = [([index[n] for n in k["cards"]], k.get("players", 2)) for k in KINGDOMS]
    rng = random.Random(26)
    by_role: dict[str, list[int]] = {}
    for i, c in enumerate(table["cards"]):
        by_role.setdefault(c["role"], []).append(i)
    for _ in range(60):
        piles: dict[str, int] = {}
        for i in rng.sample(by_role["kingdom"], 14):
            piles.setdefault(table["cards"][i]["pile"], i)
        picks = list(piles.values())[:10]
        picks += rng.sample(by_role["landscape"], rng.randint(0, 2))
        out.append((picks, rng.choice(PLAYERS)))
    return out


def test_every_setup_item_is_a_record_field() -> None:
    """Each item of each set-up is the cards' own record fields: its text, kind, piles
    and counts are a traced need's, and every need of every card named is used."""
    kb = project_knowledge_base()
    table = kingdom_table()
    for picks, players in _kingdoms(table):
        result = answer(table, picks, players)
        named = [table["cards"][p]["name"] for p in picks]
        used: set[str] = set()
        for item in result["setup"]:
            needs = [_need(kb, t) for t in item["from"]]
            used |= set(item["from"])
            assert item["text"] == needs[0].text
            assert {n.kind for n in needs} == {item["kind"]}
            assert item["name"] == needs[0].name
            traced = {p for n in needs for p in n.piles}
            assert {p["pile"] for p in item["piles"]} == traced
            assert item["count"] == (
                needs[0].counts[PLAYERS.index(players)] if needs[0].counts else None
            )
            options = [t.endswith(": set_option") for t in item["from"]]
            assert all(options) or not any(options)
            assert (item["chance"] is not None) == all(options)
            if item["chance"]:
                k, n = item["chance"]
                kingdom = [c for c in result["cards"] if c["role"] == "kingdom"]
                assert n == len(kingdom) and 0 < k <= n
            if needs[0].costs:
                for choice in item["choices"]:
                    c = kb.card(choice)
                    assert c.kingdom and c.cost.coins in needs[0].costs and choice not in named
        for name in named:
            for i in range(len(kb.card(name).setup)):
                assert f"{name}: setup[{i}]" in used, f"{name}'s set-up need {i} is missing"


def test_the_code_names_no_card() -> None:
    """A set-up written for a kingdom would name its cards: the code names none."""
    kb = project_knowledge_base()
    names = {c.name for c in kb.cards.values()}
    for path in CODE:
        text = path.read_text(encoding="utf-8")
        literals = re.findall(r"\"([^\"\n]+)\"|'([^'\n]+)'", text)
        found = sorted({s for pair in literals for s in pair if s in names})
        assert not found, f"{path.name} names cards: {found}"


def test_names_as_separate_words() -> None:
    table = kingdom_table()
    names = [(str(t), int(i)) for t, i in table["names"]]
    assert split_names(["throne", "room", "village"], names) == ["throne room", "village"]
    assert split_names(["Throne", "Room,", "vilage"], names) == ["Throne Room", "vilage"]
    assert split_names(["kings court"], names) == ["kings court"]


def test_nearest_names_for_an_unknown_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "coure")
    assert code == 2
    assert "nearest: Courtyard, Courier, Courser" in err


def test_a_name_printed_in_another_language(capsys: pytest.CaptureFixture[str]) -> None:
    """The German and French printed names name the card, as search reads them."""
    code, out, _ = _run(capsys, "Burggraben,", "Dorf,", "Cour")
    assert code == 0
    assert out.startswith("A kingdom for 2 players: Moat, Village, Courtyard.")


def test_an_overlong_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "a" * 5000)
    assert (code, out) == (2, "")
    assert "longer than any card's name" in err and len(err) < 200


def test_players_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "Witch", "--players", "7")
    assert (code, out) == (2, "")
    assert "--players must be from 2 to 6" in err


def test_plain_text_folds_own_rulings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "Witch, Moat, Young Witch")
    assert code == 0
    assert "\x1b[" not in out
    assert "Set-up (1 item)" in out and "Interactions (" in out
    assert "Folded; add --rulings to list them." in out
    assert "Page: cards/moat.html#" in out
    code, unfolded, _ = _run(capsys, "Witch, Moat, Young Witch", "--rulings")
    assert code == 0 and len(unfolded) > len(out)
    assert "Folded" not in unfolded


def test_sizes_follow_the_players() -> None:
    table = kingdom_table()
    looters = [
        i for i, c in enumerate(table["cards"]) if "Looter" in c["types"] and c["role"] == "kingdom"
    ]
    for players in PLAYERS:
        result = answer(table, [looters[0]], players)
        (ruins,) = [p for i in result["setup"] for p in i["piles"]]
        assert ruins["count"] == 10 * (players - 1)
    assert answer_lines(answer(table, [looters[0]], 3))[0].startswith("A kingdom for 3 players")


@pytest.mark.parametrize(
    ("what", "has", "need"),
    [
        ("costs a Potion", lambda c: c.cost and c.cost.potion, lambda n: "Potion" in n.piles),
        ("is a Looter", lambda c: "Looter" in c.types, lambda n: "Ruins" in n.piles),
        ("is a Fate card", lambda c: "Fate" in c.types, lambda n: n.of_type == "Boon"),
        ("is a Doom card", lambda c: "Doom" in c.types, lambda n: n.of_type == "Hex"),
        ("is a Liaison", lambda c: "Liaison" in c.types, lambda n: n.of_type == "Ally"),
        ("is an Omen", lambda c: "Omen" in c.types, lambda n: n.of_type == "Prophecy"),
        ("is an Omen", lambda c: "Omen" in c.types, lambda n: n.name == "Sun tokens"),
        ("is a Reserve", lambda c: "Reserve" in c.types, lambda n: n.name == "Tavern mat"),
        ("costs Debt", lambda c: c.cost and c.cost.debt, lambda n: n.name == "Debt tokens"),
        ("is a Gathering", lambda c: "Gathering" in c.types, lambda n: n.name == "VP tokens"),
        ("is a Project", lambda c: "Project" in c.types, lambda n: n.name == "Project cubes"),
    ],
)
def test_every_card_of_a_kind_records_its_need(what: str, has: Any, need: Any) -> None:
    """The set-up a kind of card brings is on each such card's record (so a kingdom's
    set-up, read from the records alone, misses none)."""
    kb = project_knowledge_base()
    missing = [c.name for c in kb.cards.values() if has(c) and not any(map(need, c.setup))]
    assert not missing, f"cards that {what} without the need: {missing}"


def test_needs_of_one_name_agree() -> None:
    """The needs a kingdom groups by name (Debt tokens, Coffers mat...) are one need:
    every card with a need of that name gives it the same kind, text and counts."""
    kb = project_knowledge_base()
    seen: dict[str, tuple[str, str, list[int], str]] = {}
    for c in sorted(kb.cards.values(), key=lambda c: c.name):
        for n in c.setup:
            if n.name is None:
                continue
            first = seen.setdefault(n.name, (n.kind, n.text, n.counts, c.name))
            assert (n.kind, n.text, n.counts) == first[:3], (
                f"{c.name}'s need {n.name!r} differs from {first[3]}'s"
            )
