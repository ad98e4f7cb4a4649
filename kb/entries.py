"""What ``dkb show`` prints about a card or a rule, as typed entries (named tuples,
cheap to import: ``dkb show`` reads them on every call).

Entries are built from the loaded knowledge base (:func:`kb.search_index.build_details`)
and cached as JSON beside the search index; :func:`details_from_json` reads them
back, raising ``ValueError`` when the cache does not hold what is expected. Light on
purpose: no pydantic.

>>> details_from_json(details_to_json(Details({}, {}))) == Details({}, {})
True
"""

from __future__ import annotations

from _collections_abc import Mapping  # (collections.abc without collections)

from kb.jsonread import loads
from kb.named import NamedTuple

TYPE_CHECKING = False  # (not typing's: dkb show imports this module on every call)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any, TypeVar

    E = TypeVar("E")

__all__ = [
    "AccessibilityEntry",
    "CardEntry",
    "ClauseEntry",
    "ClauseRef",
    "Details",
    "ExampleRef",
    "GainEntry",
    "RuleEntry",
    "RulingEntry",
    "TimingRef",
    "details_from_json",
    "details_to_json",
]


class ExampleRef(NamedTuple):
    """An example, by scenario id and title."""

    id: str
    title: str


class RulingEntry(NamedTuple):
    """A ruling as a card's entry shows it."""

    id: str
    title: str
    text: str
    cards: list[str]
    filed_under: str | None
    source: str
    examples: list[ExampleRef]
    url: str
    disagreement: str | None = None
    """Another official source that said otherwise, with its date, and what it said."""
    no_example_because: str | None = None
    """Why no scenario can show the ruling, when none can."""


class GainEntry(NamedTuple):
    """A gain source in words."""

    id: str
    title: str
    text: str
    examples: list[ExampleRef]


class TimingRef(NamedTuple):
    """A timing note that concerns a card, with its page."""

    id: str
    title: str
    url: str


class ClauseRef(NamedTuple):
    """A rule clause that names a card (what the rules say of its pile or group), with
    its rule and its place on the site."""

    id: str
    rule: str
    text: str
    url: str


class AccessibilityEntry(NamedTuple):
    """A card's accessibility note."""

    text: str
    cards: list[str]


class CardEntry(NamedTuple):
    """A card's whole entry: its facts as (label, words) pairs, then its records."""

    name: str
    url: str
    facts: list[tuple[str, str]]
    summary: str
    setup: list[str]
    versions: list[str]
    rulings: list[RulingEntry]
    gain_sources: list[GainEntry]
    timing_notes: list[TimingRef]
    accessibility: AccessibilityEntry | None
    rule_clauses: tuple[ClauseRef, ...] = ()
    """The rule clauses that name the card."""

    def example_ids(self) -> list[str]:
        """The scenario ids of every example the entry shows."""
        groups = [r.examples for r in self.rulings] + [g.examples for g in self.gain_sources]
        return [e.id for examples in groups for e in examples]


class ClauseEntry(NamedTuple):
    """A rule's clause."""

    id: str
    text: str
    cards: list[str]
    source: str
    examples: list[ExampleRef]


class RuleEntry(NamedTuple):
    """A rule's whole entry."""

    name: str
    url: str
    aliases: list[str]
    summary: str
    clauses: list[ClauseEntry]
    related: list[str]

    def example_ids(self) -> list[str]:
        """The scenario ids of every example the entry shows."""
        return [e.id for c in self.clauses for e in c.examples]


class Details(NamedTuple):
    """Every card's and rule's entry, by id."""

    cards: Mapping[str, CardEntry]
    rules: Mapping[str, RuleEntry]


def _plain(value: Any) -> Any:
    """Entries as JSON-ready mappings and lists, all the way down."""
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def details_to_json(details: Details) -> dict[str, Any]:
    """A JSON-ready mapping of ``details``: each entry as a JSON string of its own, so
    reading the cache decodes only the entry ``dkb show`` prints."""
    import json  # (only building them writes JSON)

    return {
        part: {k: json.dumps(_plain(v), ensure_ascii=False) for k, v in entries.items()}
        for part, entries in (("cards", details.cards), ("rules", details.rules))
    }


class _Lazy(Mapping[str, "E"]):
    """Entries by id, each decoded from its JSON string when first asked for."""

    def __init__(self, raw: Mapping[str, str], make: Callable[[dict[str, Any]], E]) -> None:
        self._raw = raw
        self._make = make
        self._done: dict[str, E] = {}

    def __getitem__(self, key: str) -> E:
        if key not in self._done:
            try:
                self._done[key] = self._make(loads(self._raw[key]))
            except (TypeError, ValueError, AttributeError) as exc:
                raise ValueError(f"malformed details of {key}: {exc}") from None
        return self._done[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


def _examples(rows: list[dict[str, Any]]) -> list[ExampleRef]:
    return [ExampleRef(**e) for e in rows]


def _card(d: dict[str, Any]) -> CardEntry:
    note = d["accessibility"]
    return CardEntry(
        name=d["name"],
        url=d["url"],
        facts=[(str(k), str(v)) for k, v in d["facts"]],
        summary=d["summary"],
        setup=list(d["setup"]),
        versions=list(d["versions"]),
        rulings=[RulingEntry(**{**r, "examples": _examples(r["examples"])}) for r in d["rulings"]],
        gain_sources=[
            GainEntry(**{**g, "examples": _examples(g["examples"])}) for g in d["gain_sources"]
        ],
        timing_notes=[TimingRef(**t) for t in d["timing_notes"]],
        accessibility=AccessibilityEntry(**note) if note is not None else None,
        rule_clauses=tuple(ClauseRef(**c) for c in d.get("rule_clauses", ())),
    )


def _rule(d: dict[str, Any]) -> RuleEntry:
    clauses = [ClauseEntry(**{**c, "examples": _examples(c["examples"])}) for c in d["clauses"]]
    return RuleEntry(
        name=d["name"],
        url=d["url"],
        aliases=list(d["aliases"]),
        summary=d["summary"],
        clauses=clauses,
        related=list(d["related"]),
    )


def details_from_parts(cards: Mapping[str, str], rules: Mapping[str, str]) -> Details:
    """:class:`Details` from each entry's JSON string by id (as :func:`details_to_json`
    gives them), decoded when first read: the mappings may read lazily too."""
    return Details(cards=_Lazy(cards, _card), rules=_Lazy(rules, _rule))


def details_from_json(data: Any) -> Details:
    """:class:`Details` from :func:`details_to_json`'s mapping (entries decoded when
    first read); ``ValueError`` when the mapping is not one."""
    try:
        cards, rules = data["cards"], data["rules"]
        for part in (cards, rules):
            if not isinstance(part, dict) or not all(isinstance(v, str) for v in part.values()):
                raise TypeError("entries must be JSON strings by id")
        return Details(cards=_Lazy(cards, _card), rules=_Lazy(rules, _rule))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"malformed details: {exc}") from None
