"""Which decisions are real, and how answers are read."""

from __future__ import annotations

import random

import pytest

from engine.catalog import CardFacts
from engine.decisions import (
    ChooseAmount,
    ChooseCards,
    ChooseMode,
    ChoosePosition,
    ChooseSupply,
    IllegalAnswer,
    OrderCards,
    YesNo,
)
from engine.player import Player
from engine.values import Cost
from engine.zones import CardInstance

P = Player("Alice", 0)


def cards(*names: str) -> list[CardInstance]:
    out = []
    for i, name in enumerate(names):
        facts = CardFacts(
            name, Cost(), frozenset({"Action"}), name, 0, "kingdom", True, True, False
        )
        out.append(CardInstance(facts, i))
    return out


@pytest.mark.parametrize(
    ("names", "low", "high", "real"),
    [
        (["Copper", "Copper"], 1, 1, False),  # copies of one card: taken without asking
        (["Copper", "Silver"], 1, 1, True),
        (["Copper"], 0, 1, True),  # optional: may decline
        ([], 0, 1, False),  # nothing to choose
        (["Copper", "Silver"], 2, 2, False),  # must take both
        (["Copper", "Copper", "Silver"], 0, 4, True),
        (["Copper", "Copper", "Copper"], 1, 2, True),  # how many is a choice
    ],
)
def test_choose_cards_is_real(names: list[str], low: int, high: int, real: bool) -> None:
    assert ChooseCards(P, "x", cards(*names), low, high).is_real() is real


def test_choose_cards_answers() -> None:
    d = ChooseCards(P, "x", cards("Copper", "Copper", "Estate"), 0, 2)
    assert [c.name for c in d.parse(["Copper", "Copper"])] == ["Copper", "Copper"]
    assert d.parse("none") == [] and d.parse([]) == []
    with pytest.raises(IllegalAnswer, match="not among the options"):
        d.parse(["Estate", "Estate"])
    with pytest.raises(IllegalAnswer, match="up to 2"):
        d.parse(["Copper", "Copper", "Estate"])
    mandatory = ChooseCards(P, "x", cards("Copper", "Estate"), 1, 1)
    with pytest.raises(IllegalAnswer, match="exactly 1"):
        mandatory.parse("none")


def test_other_decisions() -> None:
    assert YesNo(P, "x").parse("yes") is True and YesNo(P, "x").parse("no") is False
    assert ChooseMode(P, "x", ["draw", "gain"]).parse("Gain") == "gain"
    with pytest.raises(IllegalAnswer):
        ChooseMode(P, "x", ["draw", "gain"]).parse("upgrade")
    pos = ChoosePosition(P, "x", maximum=3)
    assert pos.labels() == [0, 1, 2, 3] and pos.parse(2) == 2
    with pytest.raises(IllegalAnswer):
        pos.parse(4)
    bid = ChooseAmount(P, "x", minimum=3, maximum=5, passing=True)
    assert bid.labels() == ["pass", 3, 4, 5] and bid.parse("pass") == 0 and bid.parse(4) == 4
    with pytest.raises(IllegalAnswer):
        bid.parse(2)
    order = OrderCards(P, "x", cards("Witch", "Chapel"))
    assert [c.name for c in order.parse(["Chapel", "Witch"])] == ["Chapel", "Witch"]
    with pytest.raises(IllegalAnswer):
        order.parse(["Chapel"])
    supply = ChooseSupply(P, "x", ["Silver"], optional=True)
    assert supply.is_real() and supply.parse("none") is None
    assert not ChooseSupply(P, "x", ["Silver"], optional=False).is_real()


def test_random_answers_are_legal() -> None:
    rng = random.Random(1)
    d = ChooseCards(P, "x", cards("Copper", "Estate", "Silver", "Gold"), 1, 3)
    for _ in range(50):
        chosen = d.random(rng)
        assert len(chosen) in (1, 2, 3)
        d.parse([c.name for c in chosen])


def test_choose_amount() -> None:
    amount = ChooseAmount(P, "x", maximum=3)
    assert amount.labels() == [0, 1, 2, 3] and amount.parse(3) == 3 and amount.is_real()
    for bad in (4, -1, True, "2", None):
        with pytest.raises(IllegalAnswer, match="from 0 to 3"):
            amount.parse(bad)
    nothing = ChooseAmount(P, "x", maximum=0)
    assert not nothing.is_real() and nothing.forced() == 0
    rng = random.Random(2)
    assert {amount.random(rng) for _ in range(60)} == {0, 1, 2, 3}
