"""The filter form of the card and set lists: its script (``docs/javascripts/filters.js``)
gives the same cards as ``dkb search``'s filters (``kb/search/filters.py``) for every
case of ``tests/search/test_search_filters.py``, refuses the same bad filters, and
the form shows exactly those cards' rows, saying how many in a live region."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from kb.loader import load
from kb.search.filters import FilterError, Filters, build_facts, parse_cost

sys.path.insert(0, str(Path(__file__).parents[1] / "search"))
from test_search_filters import CASES

_MATCHING = """([types, cost, set, edition]) => {
  const F = window.DKB_FILTERS, facts = window.DKB_CARD_FACTS;
  return F.matching(F.read(facts, types, cost, set, edition), facts).map(c => c[0]);
}"""

_ERROR = """(cost) => {
  try { window.DKB_FILTERS.parseCost(cost); return null; }
  catch (e) { return e.message; }
}"""

_SHOWN = """() => [...document.querySelectorAll('form.dkb-filter ~ * tbody tr, form.dkb-filter ~ table tbody tr')]
  .filter(tr => !tr.hidden)
  .map(tr => tr.querySelector('a[href]').getAttribute('href').split('/').pop().replace('.html', ''))"""

STATUS = "form.dkb-filter .dkb-filter-status"


@pytest.fixture(scope="module")
def facts(data_dir: Path | None) -> Any:
    return build_facts(load(data_dir))


def _ready(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_function("() => window.DKB_CARD_FACTS && window.DKB_FILTERS")
    page.locator("form.dkb-filter").wait_for(state="visible")


def test_script_gives_the_clis_cards_for_every_case(
    page: Any, base_url: str, facts: Any, data_dir: Path | None
) -> None:
    assert data_dir is None, "the cases are written for the project's data/"
    _ready(page, f"{base_url}cards/index.html")
    for filters, _ in CASES:
        args = (
            list(filters.get("types", [])),
            filters.get("cost"),
            filters.get("expansion"),
            filters.get("edition"),
        )
        want = [c.id for c in Filters.read(facts, *args).matching(facts)]
        assert page.evaluate(_MATCHING, list(args)) == want, filters


@pytest.mark.parametrize("cost", ["lots", "5-4", "<=4-5", "4-", "", "p3", "3 potions 2"])
def test_script_refuses_the_costs_the_cli_refuses(page: Any, base_url: str, cost: str) -> None:
    _ready(page, f"{base_url}cards/index.html")
    with pytest.raises(FilterError) as said:
        parse_cost(cost)
    assert page.evaluate(_ERROR, cost) == str(said.value)


def test_form_on_the_card_list_shows_only_the_matching_rows(
    page: Any, base_url: str, facts: Any
) -> None:
    _ready(page, f"{base_url}cards/index.html")
    total = len(facts.cards)
    assert page.locator(STATUS).text_content() == f"All {total} cards shown."
    page.get_by_label("Type", exact=True).fill("Attack")
    page.get_by_label("Cost", exact=True).fill("<=4")
    want = {c.id for c in Filters.read(facts, ["Attack"], "<=4").matching(facts)}
    assert set(page.evaluate(_SHOWN)) == want
    assert page.locator(STATUS).text_content() == f"{len(want)} of {total} cards shown."
    page.get_by_label("Set", exact=True).select_option("Base")
    want = {c.id for c in Filters.read(facts, ["Attack"], "<=4", "Base").matching(facts)}
    assert set(page.evaluate(_SHOWN)) == want and want
    page.get_by_label("Cost", exact=True).fill("lots")
    assert page.get_by_label("Cost", exact=True).get_attribute("aria-invalid") == "true"
    assert '"lots" is not a cost' in (page.locator(STATUS).text_content() or "")
    assert page.locator(STATUS).get_attribute("role") == "status"


def test_form_on_a_set_page_keeps_to_its_set(page: Any, base_url: str, facts: Any) -> None:
    _ready(page, f"{base_url}sets/alchemy.html")
    assert page.locator("form.dkb-filter select[name=set]").count() == 0
    page.get_by_label("Cost", exact=True).focus()
    page.keyboard.type("3P")
    want = {c.id for c in Filters.read(facts, (), "3P", "Alchemy").matching(facts)}
    assert set(page.evaluate(_SHOWN)) == want and want
