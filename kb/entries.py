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

from typing import Any, NamedTuple

__all__ = [
    "AccessibilityEntry",
    "CardEntry",
    "ClauseEntry",
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

    cards: dict[str, CardEntry]
    rules: dict[str, RuleEntry]


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
    """A JSON-ready mapping of ``details``."""
    result: dict[str, Any] = _plain(details)
    return result


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


def details_from_json(data: Any) -> Details:
    """:class:`Details` from :func:`details_to_json`'s mapping; ``ValueError`` when
    the mapping is not one."""
    try:
        return Details(
            cards={str(k): _card(v) for k, v in data["cards"].items()},
            rules={str(k): _rule(v) for k, v in data["rules"].items()},
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"malformed details: {exc}") from None
