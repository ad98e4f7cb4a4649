"""A kingdom's set-up and interactions, worked out from the records.

:func:`kingdom_data` turns the records into one plain, JSON-ready table (each card's
role and set-up needs, each ruling, timing note and rule clause with the cards it
concerns). :func:`answer` combines the rows of the cards named into the answer that
``dkb kingdom`` prints. The site's page (``docs/javascripts/kingdom.js``) runs a
line-by-line port of :func:`answer` over the same table, written by the site build;
keep the two in step. Nothing here names a card: every set-up item is a record's
field (a card's ``setup`` need or ``set_option``), traced by ``from``.
"""

from __future__ import annotations

import re
from typing import Any

from engine.values import PileSize, pile_count
from kb.knowledge import KnowledgeBase
from kb.models import Card, SetupNeed
from kb.urls import record_url
from kb.vocabulary import one_line

__all__ = [
    "CHOSEN_LANDSCAPES",
    "FORMAT",
    "MAX_KINGDOM",
    "MAX_LANDSCAPES",
    "PLAYERS",
    "KingdomError",
    "answer",
    "kingdom_data",
]

FORMAT = 1
"""The version of the table's shape; the page refuses a table of another format."""

PLAYERS = (2, 3, 4, 5, 6)
"""The player counts the table gives pile sizes for."""

MAX_KINGDOM = 10
"""A kingdom has at most 10 Kingdom piles (a Bane pile is the set-up's, not named)."""

MAX_LANDSCAPES = 2
"""The rules suggest at most two Events, Landmarks, Projects, Ways and Traits in all."""

CHOSEN_LANDSCAPES = ("Event", "Landmark", "Project", "Way", "Trait")
"""The landscapes chosen for a kingdom, at most :data:`MAX_LANDSCAPES` of them. An
Ally or a Prophecy is dealt for a Liaison or an Omen (one of each at most); Boons,
Hexes, States and Artifacts come with the cards that use them and are not chosen."""

_DEALT_ONE = ("Ally", "Prophecy")


class KingdomError(ValueError):
    """A kingdom that cannot be set up: the message is one line for the player."""


def _role(card: Card) -> str:
    """``kingdom``, ``landscape``, ``Ally``, ``Prophecy`` or ``other`` (not chosen)."""
    if card.is_landscape:
        for kind in (*_DEALT_ONE, *CHOSEN_LANDSCAPES):
            if kind in card.types:
                return kind if kind in _DEALT_ONE else "landscape"
        return "other"
    return "kingdom" if card.kingdom and card.supply else "other"


def _pile_counts(kb: KnowledgeBase, pile: str) -> list[int]:
    """How many cards the pile named by a card or shared pile holds, for each of
    :data:`PLAYERS` (0 for cards with no pile, such as Heirlooms)."""
    cards = [c for c in kb.cards.values() if c.pile_name == pile or c.name == pile]
    if len(cards) == 1 and cards[0].pile is not None:  # a card of a shared pile
        cards = [c for c in kb.cards.values() if c.pile_name == cards[0].pile_name]
    out = []
    for n in PLAYERS:
        total = 0
        for c in cards:
            size = c.pile_size
            if isinstance(size, str) and PileSize(size).whole_pile:
                total = pile_count(size, n)
                break
            total += pile_count(size, n)
        out.append(total)
    return out


def _need_row(kb: KnowledgeBase, card: Card, need: SetupNeed, field: str) -> dict[str, Any]:
    of_type = (
        sorted(c.name for c in kb.cards.values() if need.of_type in c.types) if need.of_type else []
    )
    return {
        "key": need.kind + "|" + (need.name or "|".join(need.piles) or need.text),
        "kind": need.kind,
        "name": need.name,
        "text": need.text,
        "piles": [
            [p, list(PLAYERS) if need.kind == "heirloom" else _pile_counts(kb, p)]
            for p in need.piles
        ],
        "counts": list(need.counts),
        "costs": list(need.costs),
        "of_type": of_type,
        "from": f"{card.name}: {field}",
    }


def _concerning(kb: KnowledgeBase, index: dict[str, int]) -> list[list[Any]]:
    """Every ruling, timing note and rule clause that names two or more cards, as
    ``[kind, id, title, url, card indexes, examples]``."""
    rows: list[list[Any]] = []

    def add(kind: str, rid: str, title: str, url: str, names: list[str], examples: int) -> None:
        cards = [index[n] for n in dict.fromkeys(names) if n in index]
        rows.append([kind, rid, title, url, cards, examples])

    for rid, r in kb.rulings.items():
        home = kb.cards[kb.ruling_card[rid]]
        url = record_url("ruling", rid, home.id)
        add("ruling", rid, r.title, url, [home.name, *r.cards], len(r.examples))
    for tid, t in kb.timing_notes.items():
        add("timing_note", tid, t.title, record_url("timing_note", tid), t.cards, len(t.examples))
    for cid, clause in kb.clauses.items():
        rule = kb.rules[kb.clause_rule[cid]]
        n = next(i for i, c in enumerate(rule.clauses, 1) if c.id == cid)
        first = re.split(r"(?<=[.!?])\s", clause.text.strip(), maxsplit=1)[0]
        title = f"{rule.name}, clause {n}: {one_line(first, 80)}"
        url = record_url("clause", cid, rule.id)
        add("clause", cid, title, url, clause.cards, len(clause.examples))
    return [r for r in rows if r[4]]


def kingdom_data(kb: KnowledgeBase) -> dict[str, Any]:
    """The table :func:`answer` reads: plain lists and strings, ready for JSON."""
    cards = sorted(kb.cards.values(), key=lambda c: c.name)
    index = {c.name: i for i, c in enumerate(cards)}
    needs: list[dict[str, Any]] = []
    rows: list[dict[str, Any]] = []
    for c in cards:
        mine = []
        for i, need in enumerate(c.setup):
            mine.append(len(needs))
            needs.append(_need_row(kb, c, need, f"setup[{i}]"))
        option = None
        if c.set_option is not None:
            option = len(needs)
            needs.append(_need_row(kb, c, c.set_option, "set_option"))
        pure = not (c.cost.potion or c.cost.debt) and c.pile_position == 0
        rows.append(
            {
                "name": c.name,
                "url": record_url("card", c.id),
                "role": _role(c),
                "types": list(c.types),
                "set": c.expansion,
                "pile": c.pile_name,
                "coins": c.cost.coins if pure and _role(c) == "kingdom" else None,
                "needs": mine,
                "option": option,
            }
        )
    bringers: dict[str, list[str]] = {}
    for c in cards:
        for need in c.setup:
            for p in need.piles:
                bringers.setdefault(p, []).append(c.name)
            for d in cards if need.of_type else []:
                if need.of_type in d.types and c.name not in bringers.get(d.name, []):
                    bringers.setdefault(d.name, []).append(c.name)
    for row in rows:
        row["comes_with"] = bringers.get(row["name"], bringers.get(row["pile"], []))
    return {
        "format": FORMAT,
        "players": list(PLAYERS),
        "max_kingdom": MAX_KINGDOM,
        "max_landscapes": MAX_LANDSCAPES,
        "cards": rows,
        "needs": needs,
        "records": _concerning(kb, index),
    }


def _check(data: dict[str, Any], picks: list[int], players: int) -> None:
    cards = data["cards"]
    if not picks:
        raise KingdomError("name at least one card")
    if players not in data["players"]:
        raise KingdomError(f"--players must be from {data['players'][0]} to {data['players'][-1]}")
    seen: set[int] = set()
    for p in picks:
        if p in seen:
            raise KingdomError(f"{cards[p]['name']} is named twice")
        seen.add(p)
    for p in picks:
        c = cards[p]
        if c["role"] == "other":
            why = "it is not a Kingdom card or a landscape chosen for a kingdom"
            if c["comes_with"]:
                why += "; it comes with " + ", ".join(c["comes_with"][:5])
            elif c["option"] is not None:
                why += f"; the set-up adds it when the kingdom has {c['set']} cards"
            raise KingdomError(f"{c['name']} cannot be named: {why}")
    piles = {cards[p]["pile"] for p in picks if cards[p]["role"] == "kingdom"}
    if len(piles) > data["max_kingdom"]:
        raise KingdomError(
            f"{len(piles)} Kingdom piles named; a kingdom has at most {data['max_kingdom']}"
        )
    chosen = [cards[p]["name"] for p in picks if cards[p]["role"] == "landscape"]
    if len(chosen) > data["max_landscapes"]:
        raise KingdomError(
            f"{len(chosen)} landscapes named ({', '.join(chosen)}); the rules suggest at most "
            f"{data['max_landscapes']} Events, Landmarks, Projects, Ways and Traits in all"
        )
    for kind in _DEALT_ONE:
        dealt = [cards[p]["name"] for p in picks if cards[p]["role"] == kind]
        if len(dealt) > 1:
            raise KingdomError(f"{', '.join(dealt)} named; a game has only one {kind}")


def _piles(item: dict[str, Any]) -> list[str]:
    return [p["pile"] for p in item["piles"]]


def _record(row: list[Any]) -> dict[str, Any]:
    return {"kind": row[0], "id": row[1], "title": row[2], "url": row[3], "examples": row[5]}


def answer(data: dict[str, Any], picks: list[int], players: int = 2) -> dict[str, Any]:
    """The set-up, the interactions and each card's own rulings for the cards at
    ``picks`` (indexes into ``data["cards"]``), with pile sizes for ``players``.

    Raises :class:`KingdomError` for a kingdom that cannot be: a card named twice, a
    card that is not chosen for a kingdom, too many Kingdom piles or landscapes.
    """
    _check(data, picks, players)
    cards = data["cards"]
    at = data["players"].index(players)
    named = [cards[p]["name"] for p in picks]
    kingdom = [cards[p] for p in picks if cards[p]["role"] == "kingdom"]
    piles = [c["pile"] for c in kingdom]
    items: dict[str, dict[str, Any]] = {}

    def add(need: dict[str, Any], by: list[str]) -> dict[str, Any]:
        item = items.get(need["key"])
        if item is None:
            item = {
                "kind": need["kind"],
                "name": need["name"],
                "text": need["text"],
                "piles": [],
                "count": need["counts"][at] if need["counts"] else None,
                "cards": [],
                "choices": [],
                "chance": None,
                "set": None,
                "from": [],
            }
            items[need["key"]] = item
        for pile, counts in need["piles"]:
            if all(p["pile"] != pile for p in item["piles"]):
                item["piles"].append({"pile": pile, "count": counts[at]})
        for name in by:
            if name not in item["cards"]:
                item["cards"].append(name)
        item["from"].append(need["from"])
        if need["costs"]:
            item["choices"] = [
                c["name"] for c in cards if c["coins"] in need["costs"] and c["pile"] not in piles
            ]
        elif need["of_type"]:
            chosen = [n for n in need["of_type"] if n in named]
            item["choices"] = chosen or list(need["of_type"])
        return item

    for p in picks:
        for n in cards[p]["needs"]:
            add(data["needs"][n], [cards[p]["name"]])
    done: list[str] = []
    queue = [pile for item in items.values() for pile in _piles(item)]
    while queue:  # the needs of the cards in the piles the set-up brings (Teacher's mat)
        pile = queue.pop(0)
        if pile in done:
            continue
        done.append(pile)
        by = next(i["cards"] for i in items.values() if pile in _piles(i))
        for c in cards:
            if c["pile"] == pile or c["name"] == pile:
                for n in c["needs"]:
                    queue += [q[0] for q in data["needs"][n]["piles"]]
                    add(data["needs"][n], by)
    for c in cards:
        if c["option"] is None or not kingdom:
            continue
        share = [k["name"] for k in kingdom if k["set"] == c["set"]]
        if share:
            item = add(data["needs"][c["option"]], share)
            item["chance"] = [len(share), len(kingdom)]
            item["set"] = c["set"]
    groups: dict[str, dict[str, Any]] = {}
    own: dict[int, list[dict[str, Any]]] = {p: [] for p in picks}
    for row in data["records"]:
        mine = [p for p in picks if p in row[4]]
        if len(mine) >= 2:
            key = " ".join(str(picks.index(p)).zfill(2) for p in mine)
            group = groups.setdefault(
                key, {"cards": [cards[p]["name"] for p in mine], "records": []}
            )
            group["records"].append(_record(row))
        elif mine:
            own[mine[0]].append(_record(row))
    return {
        "players": players,
        "cards": [
            {"name": cards[p]["name"], "url": cards[p]["url"], "role": cards[p]["role"]}
            for p in picks
        ],
        "setup": list(items.values()),
        "interactions": [groups[k] for k in sorted(groups)],
        "own": [{"card": cards[p]["name"], "records": own[p]} for p in picks],
    }
