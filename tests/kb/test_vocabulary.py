"""The vocabulary has words for every term the records can hold, and ``dkb show``'s
typed entries survive the cache."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

from engine.values import PileSize
from kb.entries import details_from_json, details_to_json
from kb.loader import load
from kb.models import GainLocation, GainSource
from kb.search.index import build_details
from kb.vocabulary import GAIN_FROM, GAIN_TO, GAIN_WHEN, GAIN_WHO, PILE_SIZE_WORDS, spoken

FIXTURE = Path(__file__).parents[1] / "fixtures" / "site"


def test_every_term_has_its_words() -> None:
    assert set(PILE_SIZE_WORDS) == {p.value for p in PileSize}
    fields = GainSource.model_fields
    assert set(GAIN_WHEN) == set(get_args(fields["when"].annotation))
    assert set(GAIN_WHO) == set(get_args(fields["who"].annotation))
    assert set(GAIN_FROM) == set(GAIN_TO) == set(get_args(GainLocation))


def test_symbols_become_words_only_where_written() -> None:
    assert spoken("no symbols here") == "no symbols here"
    assert spoken("+$2, 8D and 1 VP") == "+2 coins, 8 Debt and 1 victory point"


def test_show_entries_round_trip_through_json() -> None:
    details = build_details(load(FIXTURE))
    again = details_from_json(details_to_json(details))
    assert again == details
    walled = again.cards["walled-village"]
    assert walled.rulings[0].examples[0].id == walled.example_ids()[0]
