"""The "Your kingdom" page gives the answer `dkb kingdom` gives, for the shared suite
(tests/kingdom/kingdoms.yaml): the same answer object from its port, and the same
set-up and interactions on screen when the names are typed as a player types them."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import yaml

from kb.cli.kingdom import item_title, kingdom_table
from kb.kingdom import KingdomError, answer
from kb.paths import PROJECT_ROOT
from kb.search.card_names import match

SUITE: list[dict[str, Any]] = yaml.safe_load(
    (PROJECT_ROOT / "tests" / "kingdom" / "kingdoms.yaml").read_text(encoding="utf-8")
)
KINGDOMS = [k for k in SUITE if "error" not in k]


def _misspelt(k: dict[str, Any]) -> bool:
    return [t.lower() for t in k["typed"]] != [c.lower() for c in k["cards"]]


TYPED = [k for k in KINGDOMS if _misspelt(k)] + [max(KINGDOMS, key=lambda k: len(k["cards"]))]
"""The kingdoms typed key by key into the page: each one a player misspells, and the
largest. Every other kingdom is opened from its address (the screen must show the same
answer); the page's reading of every typed name is checked against the CLI's below."""
OPENED = [k for k in KINGDOMS if k not in TYPED]


@pytest.fixture(scope="module")
def table(data_dir: Path | None) -> dict[str, Any]:
    return kingdom_table(data_dir)


def _python(table: dict[str, Any], typed: list[str], players: int) -> dict[str, Any]:
    """What `dkb kingdom` answers (the error's first words for a refused kingdom)."""
    names = [(str(t), int(i)) for t, i in table["names"]]
    picks = []
    for name in typed:
        found, _ = match(names, name)
        if found is None:
            return {"error": f'no card is called "{name}"'}
        picks.append(found)
    try:
        return answer(table, picks, players)
    except KingdomError as exc:
        return {"error": str(exc)}


def _open(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_function("window.DKB_KINGDOM && window.DKB_KINGDOM_API")


def test_the_page_computes_what_the_cli_prints(
    page: Any, base_url: str, table: dict[str, Any]
) -> None:
    _open(page, base_url + "kingdom.html")
    for k in SUITE:
        players = k.get("players", 2)
        expected = _python(table, k["typed"], players)
        got = page.evaluate(
            "([n, p]) => window.DKB_KINGDOM_API.answer(n, p)", [k["typed"], players]
        )
        assert got == expected, k["typed"]


def test_the_page_reads_names_as_the_cli_does(
    page: Any, base_url: str, table: dict[str, Any]
) -> None:
    names = [(str(t), int(i)) for t, i in table["names"]]
    typed = [n for k in SUITE for n in k["typed"]]
    typed += ["vill", "cour", "kings cort", "wich", "smthy", "xq", "band nomads", "Jeweled Egg"]
    _open(page, base_url + "kingdom.html")
    got = page.evaluate("(ts) => ts.map((t) => window.DKB_KINGDOM_API.match(t))", typed)
    assert got == [list(match(names, t)) for t in typed]


def _type_kingdom(page: Any, k: dict[str, Any]) -> None:
    box = page.get_by_label("Add a card")
    for name in k["typed"]:
        box.press_sequentially(name)
        box.press("Enter")
        page.wait_for_function("document.getElementById('dkb-kingdom-input').value === ''")
    page.get_by_label("Players").select_option(str(k.get("players", 2)))


def _shown(page: Any) -> tuple[list[str], list[str], list[str]]:
    items = page.locator(".dkb-kingdom__item").all_inner_texts()
    pairs = page.locator("h3.dkb-kingdom__pair").all_inner_texts()
    cards = [
        t.removesuffix("Remove").strip()
        for t in page.locator("#dkb-kingdom-cards li").all_inner_texts()
    ]
    return items, pairs, cards


def _expected(table: dict[str, Any], k: dict[str, Any]) -> tuple[list[str], list[str], list[str]]:
    result = _python(table, k["typed"], k.get("players", 2))
    items = [item_title(i, result["players"]) for i in result["setup"]]
    pairs = [" and ".join(g["cards"]) for g in result["interactions"]]
    return items, pairs, [c["name"] for c in result["cards"]]


def _address(k: dict[str, Any]) -> str:
    names = ",".join(quote(n) for n in k["cards"])
    return f"kingdom.html#cards={names}&players={k.get('players', 2)}"


@pytest.mark.parametrize("k", TYPED, ids=lambda k: ",".join(k["cards"]))
def test_typed_kingdom_shows_the_cli_answer(
    page: Any, base_url: str, table: dict[str, Any], k: dict[str, Any]
) -> None:
    _open(page, base_url + "kingdom.html")
    _type_kingdom(page, k)
    expected = _expected(table, k)
    assert _shown(page) == expected
    for wanted in k["setup"]:
        assert wanted in expected[0]
    # the address holds the kingdom: opened afresh, it shows the same answer
    url = page.url
    assert "#cards=" in url
    fresh = page.context.new_page()
    _open(fresh, url)
    fresh.wait_for_function("document.querySelectorAll('#dkb-kingdom-cards li').length > 0")
    assert _shown(fresh) == expected


def test_every_kingdom_opened_from_its_address_shows_the_cli_answer(
    page: Any, base_url: str, table: dict[str, Any]
) -> None:
    for k in OPENED:
        _open(page, base_url + _address(k))
        page.wait_for_function("document.querySelectorAll('#dkb-kingdom-cards li').length > 0")
        expected = _expected(table, k)
        assert _shown(page) == expected, k["cards"]
        for wanted in k["setup"]:
            assert wanted in expected[0], k["cards"]


def test_a_shared_address_works_from_a_folder(
    built_site: Path, page: Any, table: dict[str, Any]
) -> None:
    k = KINGDOMS[-1]
    url = (built_site / "kingdom.html").as_uri() + _address(k).removeprefix("kingdom.html")
    _open(page, url)
    page.wait_for_function("document.querySelectorAll('.dkb-kingdom__item').length > 0")
    assert _shown(page) == _expected(table, k)


def test_a_refused_kingdom_is_said_and_not_shown(page: Any, base_url: str) -> None:
    _open(page, base_url + "kingdom.html")
    box = page.get_by_label("Add a card")
    box.press_sequentially("witch")
    box.press("Enter")
    box.press_sequentially("wicth")
    box.press("Enter")
    status = page.locator("#dkb-kingdom-status")
    assert "Witch is named twice" in status.inner_text()
    assert page.locator("#dkb-kingdom-cards li").count() == 1
    box.fill("")
    box.press_sequentially("xyzzyq")
    box.press("Enter")
    assert "No card is called" in status.inner_text()


def test_picking_a_suggestion_adds_it(page: Any, base_url: str) -> None:
    _open(page, base_url + "kingdom.html")
    box = page.get_by_label("Add a card")
    box.press_sequentially("cour")
    options = page.get_by_role("option")
    first = options.first.inner_text()
    assert options.count() >= 2
    box.press("ArrowDown")
    box.press("Enter")
    assert _shown(page)[2] == [first]
    page.get_by_role("button", name=f"Remove {first}").click()
    assert page.locator("#dkb-kingdom-cards li").count() == 0
    box.press_sequentially("vill")
    offered = options.all_inner_texts()
    assert offered[:2] == ["Villa", "Village"], offered
    options.nth(1).click()
    assert _shown(page)[2] == ["Village"]


def test_own_rulings_are_folded(page: Any, base_url: str) -> None:
    _open(page, base_url + "kingdom.html#cards=Moat,Witch")
    own = page.locator("details.dkb-kingdom__own").first
    own.wait_for()
    assert own.get_attribute("open") is None
    assert not own.locator("li").first.is_visible()
    own.locator("summary").click()
    assert own.locator("li").first.is_visible()


def test_the_page_passes_axe(page: Any, base_url: str) -> None:
    from test_accessibility import audit

    _open(page, base_url + "kingdom.html#cards=Young%20Witch,Moat,Witch,Cultist&players=3")
    page.wait_for_function("document.querySelectorAll('.dkb-kingdom__item').length > 0")
    page.get_by_label("Add a card").press_sequentially("vill")
    audit(page)
