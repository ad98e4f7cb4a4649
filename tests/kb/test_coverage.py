"""Every card of the game is recorded, with the facts of the card database.

``all-cards.tsv`` beside this file lists every card, landscape and pile group of the
dominiontabs card database (name, set tags, types, cost, group): facts held in the
project, to check the records against.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from pathlib import Path

from kb.loader import project_knowledge_base
from kb.models import Card

LIST = Path(__file__).with_name("all-cards.tsv")

NOT_CARDS = {
    "Player Start Deck": "a placeholder for the starting cards",
    "Trash": "a placeholder for the trash mat",
    "Grey Mustang": "from a fan-made expansion (the database's 'animals' set), not Dominion",
    "Rabbits": "from a fan-made expansion (the database's 'animals' set), not Dominion",
    "Yard Dog": "from a fan-made expansion (the database's 'animals' set), not Dominion",
}
"""Names the database lists that are not cards of the game, each with the reason."""

REPRINT = " BB2DE"
"""The database's mark for a German Big Box printing of a card it also lists under its
own name (Soothsayer, Walled Village): the same card, so the same record."""

DIFFERS = {
    "Barbarian": "the database lists only Action; the card is an Action-Attack",
    "Captain": "the database has the first printing; the 2019 errata made it a Command",
    "Prince": "the database has the 2014 printing; the 2022 revision made it a Duration "
    "and Command card",
}
"""Records whose types knowingly differ from the database, each with the reason (the
record's ``versions`` say more)."""


def _rows() -> list[dict[str, str]]:
    with LIST.open(encoding="utf-8", newline="") as f:
        return [r for r in csv.DictReader(f, delimiter="\t") if r["name"] not in NOT_CARDS]


def _records_for(name: str) -> list[Card]:
    """The records a database name stands for: a card (or a renamed card's alias), a
    pile group's cards, or both halves of a split pile or a two-sided card."""
    name = name.removesuffix(REPRINT)
    kb = project_knowledge_base()
    by_name = {c.name: c for c in kb.cards.values()}
    by_alias = {a: c for c in kb.cards.values() for a in c.aliases}
    if name in by_name:
        return [by_name[name]]
    if name in by_alias:
        return [by_alias[name]]
    group = [c for c in kb.cards.values() if c.pile in (name, name.replace(" / ", "/"))]
    if group:
        return group
    halves = [by_name.get(h) or by_alias.get(h) for h in name.split(" / ")]
    return [c for c in halves if c is not None] if all(halves) else []


def test_every_name_is_a_record() -> None:
    rows = _rows()
    missing = [r["name"] for r in rows if not _records_for(r["name"])]
    assert not missing, f"{len(missing)} of {len(rows)} names have no record: {missing}"


def test_each_card_has_the_database_cost_and_types() -> None:
    wrong = []
    for row in _rows():
        found = _records_for(row["name"])
        if len(found) != 1 or found[0].name not in (row["name"], *found[0].aliases):
            continue  # pile groups and split piles: their members are checked one by one
        card = found[0]
        if set(row["types"].split(",")) != set(card.types) and card.name not in DIFFERS:
            wrong.append(f"{card.name}: types {card.types}, database {row['types']}")
        cost = row["cost"]
        if cost:
            coins = int(cost.rstrip("*+"))
            marks = (cost.endswith("*"), cost.endswith("+"))
            if (card.cost.coins, (card.cost.star, card.cost.plus)) != (coins, marks):
                wrong.append(f"{card.name}: cost {card.cost.symbols()}, database {cost}")
    assert not wrong, "\n".join(wrong)


def test_each_set_has_all_its_cards() -> None:
    """For each set tag of the database, every name under it has its records."""
    by_set: dict[str, list[str]] = defaultdict(list)
    for row in _rows():
        for tag in row["sets"].split(","):
            by_set[tag].append(row["name"])
    for tag, names in sorted(by_set.items()):
        have = [n for n in names if _records_for(n)]
        assert len(have) == len(names), f"{tag}: {len(have)} of {len(names)}"
