"""The rules' cost comparisons, as a table of cases."""

from __future__ import annotations

import pytest

from engine.values import Cost


def c(text: str) -> Cost:
    """``"3P"`` is 3 coins and a Potion, ``"8D"`` 8 Debt, ``"4"`` 4 coins."""
    coins = potion = debt = 0
    if text.endswith("D"):
        head, _, d = text.partition("+")
        if not d:
            head, d = "", text
        debt = int(d[:-1])
        text = head
    if text.endswith("P"):
        potion = 1
        text = text[:-1]
    coins = int(text) if text else 0
    return Cost(coins=coins, potion=potion, debt=debt)


@pytest.mark.parametrize(
    ("a", "b", "up_to", "less", "more"),
    [
        ("3", "4", True, True, False),
        ("4", "4", True, False, False),
        ("5", "4", False, False, True),
        ("3P", "4", False, False, False),  # a Potion is never turned into coins
        ("4", "3P", False, False, False),
        ("3P", "3P", True, False, False),
        ("2P", "3P", True, True, False),
        ("0P", "0", False, False, True),
        ("8D", "5", False, False, False),  # Debt is its own component
        ("5", "8D", False, False, False),
        ("0", "8D", True, True, False),
        ("4+8D", "4+8D", True, False, False),
        ("0", "0", True, False, False),
    ],
)
def test_comparisons(a: str, b: str, up_to: bool, less: bool, more: bool) -> None:
    assert c(a).at_most(c(b)) is up_to
    assert c(a).less_than(c(b)) is less
    assert c(a).more_than(c(b)) is more


@pytest.mark.parametrize(
    ("a", "b", "n", "expected"),
    [
        ("5", "3", 2, True),
        ("6", "3", 2, False),
        ("5P", "3P", 2, True),
        ("5", "3P", 2, False),  # exactly more needs the Potion to match
        ("5P", "3", 2, False),
        ("4", "3", 1, True),
        ("2", "3", -1, True),
    ],
)
def test_exactly_more(a: str, b: str, n: int, expected: bool) -> None:
    assert c(a).exactly_more(c(b), n) is expected


@pytest.mark.parametrize(
    ("cost", "expected"),
    [("1", True), ("0", False), ("0P", False), ("8D", False), ("3P", True), ("1+8D", True)],
)
def test_costs_one_coin_or_more(cost: str, expected: bool) -> None:
    assert c(cost).has_coins(1) is expected


def test_reduction_never_below_zero_and_keeps_potion() -> None:
    assert c("3P").reduced(5) == c("0P")
    assert c("4").reduced(1) == c("3")
    assert c("8D").reduced(2) == c("8D")


@pytest.mark.parametrize(
    ("cost", "words", "short"),
    [("3P", "3 coins and a Potion", "$3P"), ("8D", "8 Debt", "8D"), ("1", "1 coin", "$1")],
)
def test_text_forms(cost: str, words: str, short: str) -> None:
    assert c(cost).text() == words
    assert c(cost).symbols() == short


def test_bare_number_is_coins() -> None:
    from pydantic import TypeAdapter

    from kb.models import CostField

    assert TypeAdapter(CostField).validate_python(4) == Cost(coins=4)
