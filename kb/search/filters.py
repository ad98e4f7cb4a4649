"""Search by facts: the cards of some types, costs, sets or editions.

``dkb search --type Attack --cost "<=4" --set Base --edition 2`` and the filter form
of the site's card and set lists (``docs/javascripts/filters.js``, a line-by-line
port of :func:`parse_cost` and :meth:`Filters.keeps`) read the same facts: each card's
types, cost, set and editions, cached beside the search index (:func:`load_facts`).

Costs are written ``4`` (exactly 4 coins), ``<=4``, ``>=4``, ``<4``, ``>4``, ``4-5``
(from 4 to 5), with ``P`` for a Potion and ``D`` after a Debt amount: ``3P`` is 3 coins
and a Potion, ``8D`` is 8 Debt, ``4+3D`` is 4 coins and 3 Debt. Words work too: ``up to
4``, ``at least 5``, ``3 coins and a potion``, ``8 debt``. One cost is at most another
when each of its parts (coins, Potion, Debt) is, as the rules compare costs: ``<=4``
leaves out every card with a Potion or Debt in its cost.

>>> parse_cost("<=3P").keeps((2, 1, 0)), parse_cost("<=3P").keeps((4, 0, 0))
(True, False)
>>> parse_cost("up to 4").text, parse_cost("8D").text, parse_cost("4-5").text
('up to 4 coins', '8 Debt', 'from 4 coins to 5 coins')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from kb.loader import KnowledgeBase

__all__ = [
    "CostFilter",
    "Facts",
    "FilterError",
    "Filters",
    "build_facts",
    "cost_words",
    "load_facts",
    "parse_cost",
    "parse_edition",
]

Parts = tuple[int, int, int]
"""A cost as (coins, potions, debt)."""


class FilterError(ValueError):
    """A filter that cannot be read; the message says what to write instead."""


COST_HELP = (
    "write 4, <=4, >=4, 4-5, 3P (3 coins and a Potion), 8D (8 Debt) or 4+3D, "
    'or words such as "up to 4"'
)

_WORDS = [
    (re.compile(r"\b(up to|at most|no more than)\b"), "<="),
    (re.compile(r"\b(at least|no less than)\b"), ">="),
    (re.compile(r"\b(less than|under|below)\b"), "<"),
    (re.compile(r"\b(more than|over|above)\b"), ">"),
    (re.compile(r"\s*\bor (less|fewer)$"), "<=@"),
    (re.compile(r"\s*\bor more$"), ">=@"),
    (re.compile(r"\bfrom\b"), ""),
    (re.compile(r"\bto\b"), "-"),
]
"""Words for the comparisons, in the order they are replaced (the site's script has
the same list)."""
_TRAILING = re.compile(r"^(.*?)(<=|>=)@$")
_SPLIT = re.compile(r"^(<=|>=|<|>|=)?\s*([^-]+?)\s*(?:-\s*([^-]+))?$")
_PARTS = re.compile(r"^(\d*)(p?)(?:(\d+)d)?$")


def _q(text: str) -> str:
    return '"' + text + '"'


def _amount(text: str, whole: str) -> Parts:
    """``3P`` as (3, 1, 0), ``8D`` as (0, 0, 8), ``4 coins and a potion`` as (4, 1, 0)."""
    t = re.sub(r"\band\b", " ", text)
    t = re.sub(r"\ban?\s+(?=potion)", "", t)
    t = re.sub(r"potions?", "p", t)
    t = re.sub(r"coins?", "", t)
    t = re.sub(r"debt", "d", t)
    t = re.sub(r"[\s+$]", "", t)
    m = _PARTS.match(t)
    if not t or m is None:
        raise FilterError(f"{_q(whole)} is not a cost; {COST_HELP}")
    return (int(m.group(1) or 0), 1 if m.group(2) else 0, int(m.group(3) or 0))


def cost_words(parts: Sequence[int]) -> str:
    """A cost in words: ``3 coins and a Potion``, ``8 Debt``, ``0 coins``."""
    return _parts_text((parts[0], parts[1], parts[2]))


def _parts_text(parts: Parts) -> str:
    coins, potion, debt = parts
    out = [f"{coins} coin{'' if coins == 1 else 's'}"] if coins or not (potion or debt) else []
    if potion:
        out.append("a Potion")
    if debt:
        out.append(f"{debt} Debt")
    return " and ".join(out)


def _at_most(a: Sequence[int], b: Sequence[int]) -> bool:
    return a[0] <= b[0] and a[1] <= b[1] and a[2] <= b[2]


class CostFilter(NamedTuple):
    """A cost, or a range of costs: ``op`` is ``=``, ``<=``, ``>=``, ``<``, ``>`` or
    ``-`` (from ``low`` to ``high``, both included)."""

    op: str
    low: Parts
    high: Parts

    def keeps(self, cost: Sequence[int]) -> bool:
        """Whether a card costing ``cost`` (coins, potions, debt) is in the range."""
        c = tuple(cost)
        if self.op == "=":
            return c == self.low
        if self.op == "<=":
            return _at_most(c, self.high)
        if self.op == "<":
            return _at_most(c, self.high) and c != self.high
        if self.op == ">=":
            return _at_most(self.low, c)
        if self.op == ">":
            return _at_most(self.low, c) and c != self.low
        return _at_most(self.low, c) and _at_most(c, self.high)

    @property
    def text(self) -> str:
        """The filter in words: ``up to 4 coins``."""
        words = {"=": "", "<=": "up to ", "<": "less than ", ">=": "at least ", ">": "more than "}
        if self.op == "-":
            return f"from {_parts_text(self.low)} to {_parts_text(self.high)}"
        shown = self.high if self.op in ("<=", "<") else self.low
        return f"{words[self.op]}{_parts_text(shown)}"


def parse_cost(text: str) -> CostFilter:
    """Read a cost filter (see the module's description); :class:`FilterError` if it
    is not one."""
    whole = text
    text = " ".join(text.lower().split())
    for pattern, replacement in _WORDS:
        text = pattern.sub(replacement, text)
    text = text.strip()
    trailing = _TRAILING.match(text)
    if trailing:  # "4 or less": the comparison follows its amount
        text = trailing.group(2) + trailing.group(1)
    m = _SPLIT.match(text)
    if m is None:
        raise FilterError(f"{_q(whole)} is not a cost; {COST_HELP}")
    op, first, second = m.group(1) or "=", m.group(2), m.group(3)
    if second is not None:
        if op != "=":
            raise FilterError(f"{_q(whole)} is not a cost; {COST_HELP}")
        low, high = _amount(first, whole), _amount(second, whole)
        if not _at_most(low, high):
            raise FilterError(f"{_q(whole)}: the range's first cost must not be above its last")
        return CostFilter("-", low, high)
    amount = _amount(first, whole)
    return CostFilter(op, amount, amount)


_EDITIONS = {"1": "1st edition", "first": "1st edition", "2": "2nd edition",
             "second": "2nd edition"}  # fmt: skip


def parse_edition(text: str) -> str:
    """``1``, ``1st``, ``first`` or ``1st edition`` as ``1st edition`` (and the same for
    the second); :class:`FilterError` otherwise."""
    key = re.sub(r"^(\d)(st|nd)$", r"\1", text.lower().replace("edition", "").strip())
    if key not in _EDITIONS:
        raise FilterError(f"--edition {_q(text)} is not an edition; write 1 or 2 (1st or 2nd)")
    return _EDITIONS[key]


NO_COST: Parts = (1_000_000, 0, 0)
"""Where a card with no cost sorts: after every card that has one."""


class FilterableCard(NamedTuple):
    """What the filters read of a card."""

    id: str
    name: str
    expansion: str
    types: list[str]
    cost: Parts | None
    """None for a card with no cost at all (a Landmark, a Way, a Boon...)."""
    editions: list[str]
    url: str


@dataclass
class Facts:
    """Every card's facts, and the sets in their order (the order of publication)."""

    sets: list[str]
    cards: list[FilterableCard]

    def to_json(self) -> dict[str, Any]:
        return {
            "sets": self.sets,
            "cards": [
                [*c[:4], None if c.cost is None else list(c.cost), *c[5:]] for c in self.cards
            ],
        }

    @classmethod
    def from_json(cls, data: Any) -> Facts:
        """``ValueError`` if ``data`` is not what :meth:`to_json` gives."""
        try:
            cards = [
                FilterableCard(
                    str(i),
                    str(n),
                    str(e),
                    list(t),
                    None if c is None else (int(c[0]), int(c[1]), int(c[2])),
                    list(ed),
                    str(u),
                )
                for i, n, e, t, c, ed, u in data["cards"]
            ]
            return cls([str(s) for s in data["sets"]], cards)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"malformed card facts: {exc}") from None

    @property
    def types(self) -> list[str]:
        """Every type a card has, sorted."""
        return sorted({t for c in self.cards for t in c.types})


def build_facts(kb: KnowledgeBase) -> Facts:
    """The facts of every card of ``kb``."""
    from typing import get_args

    from kb.models import Expansion
    from kb.urls import record_url

    cards = [
        FilterableCard(
            c.id,
            c.name,
            c.expansion,
            list(c.types),
            None if c.cost is None else (c.cost.coins, c.cost.potion, c.cost.debt),
            list(c.editions),
            record_url("card", c.id),
        )
        for c in kb.cards.values()
    ]
    return Facts(list(get_args(Expansion)), cards)


def load_facts(root: Path | str | None = None) -> Facts:
    """The card facts of ``root`` (default :func:`kb.paths.data_dir`), cached beside
    the search index; raises :class:`kb.search.index.DataErrors` when they must be
    worked out and the data has errors."""
    from kb.paths import data_dir, fingerprint
    from kb.search.index import DataErrors, data_key, read_cache, write_cache

    root = data_dir(root)
    key = data_key(root) + " " + fingerprint([Path(__file__)], "card facts")
    cached = read_cache(root, "facts", key)
    if cached is not None:
        try:
            return Facts.from_json(cached)
        except ValueError:
            pass
    from kb.loader import LoadError, load

    try:
        facts = build_facts(load(root))
    except LoadError as exc:
        raise DataErrors([str(e) for e in exc.errors]) from None
    write_cache(root, "facts", key, facts.to_json())
    return facts


def _near(value: str, names: Iterable[str]) -> str:
    from engine.format.errors import did_you_mean

    return did_you_mean(value, list(names))


@dataclass
class Filters:
    """The filters of one search: every card kept has all ``types``, a cost the
    ``cost`` filter keeps, and is of ``expansion`` and ``edition`` when they are given."""

    types: list[str]
    cost: CostFilter | None
    expansion: str | None
    edition: str | None

    @classmethod
    def read(
        cls,
        facts: Facts,
        types: Sequence[str] = (),
        cost: str | None = None,
        expansion: str | None = None,
        edition: str | None = None,
    ) -> Filters:
        """The filters as typed (names in any case, several types by commas or by
        repeating ``--type``); :class:`FilterError` naming a filter that is wrong."""
        known = {t.lower(): t for t in facts.types}
        wanted = []
        for given in (t.strip() for group in types for t in group.split(",")):
            if not given:
                continue
            if given.lower() not in known:
                raise FilterError(
                    f"--type {_q(given)} is not a card type" + _near(given, known.values())
                )
            wanted.append(known[given.lower()])
        the_set = None
        if expansion is not None:
            sets = {s.lower(): s for s in facts.sets}
            sets.update({s.lower().replace(" ", "-"): s for s in facts.sets})
            the_set = sets.get(" ".join(expansion.lower().split()))
            if the_set is None:
                raise FilterError(
                    f"--set {_q(expansion)} is not a set" + _near(expansion, facts.sets)
                )
        return cls(
            list(dict.fromkeys(wanted)),
            None if cost is None else parse_cost(cost),
            the_set,
            None if edition is None else parse_edition(edition),
        )

    @property
    def given(self) -> bool:
        """Whether any filter is set."""
        return bool(self.types) or any(
            x is not None for x in (self.cost, self.expansion, self.edition)
        )

    def keeps(self, card: FilterableCard) -> bool:
        """Whether ``card`` passes every filter."""
        if any(t not in card.types for t in self.types):
            return False
        if self.cost is not None and (card.cost is None or not self.cost.keeps(card.cost)):
            return False
        if self.expansion is not None and card.expansion != self.expansion:
            return False
        return self.edition is None or self.edition in card.editions

    def matching(self, facts: Facts) -> list[FilterableCard]:
        """The cards kept, by set (in order of publication), then cost, then name."""
        order = {s: i for i, s in enumerate(facts.sets)}
        kept = [c for c in facts.cards if self.keeps(c)]
        return sorted(kept, key=lambda c: (order.get(c.expansion, len(order)),
                                           c.cost or NO_COST, c.name.lower(), c.id))  # fmt: skip

    @property
    def text(self) -> str:
        """The filters in words: ``of type Attack, costing up to 4 coins, from Base``."""
        out = []
        if self.types:
            out.append(f"of type {' and '.join(self.types)}")
        if self.cost is not None:
            out.append(f"costing {self.cost.text}")
        if self.expansion is not None:
            out.append(f"from {self.expansion}")
        if self.edition is not None:
            out.append(f"in the {self.edition}")
        return ", ".join(out)
