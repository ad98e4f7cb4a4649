"""``dkb search`` and ``dkb show``: find records from a player's words; print an entry.

Both read the cached index (see :mod:`kb.search.index`), so neither loads the YAML
unless the data changed; ``dkb show`` also caches the engine's verdicts on examples,
keyed by the data and the engine (:func:`kb.paths.data_engine_key`).

Exit status of ``dkb search``: 0 when the results answer the query; 1 when nothing
recorded does (it says "Not recorded" and lists the nearest matches, if any); 2 on
bad input or errors in the data. ``dkb show``: 0 found, 1 no such name or an
ambiguous one, 2 bad input or errors in the data.
"""

from __future__ import annotations

import sys

from kb.cli.terminal import Style, printable, setup_stream, width, wrap
from kb.search.index import DAMAGE, DataErrors, load_details, load_ranking
from kb.search.ranking import (
    MAX_QUERY_CHARS,
    Hit,
    Record,
    answer,
    clean_query,
    resolve,
    stem,
    tokens,
)
from kb.vocabulary import KIND_LABELS, one_line, sentences, spoken

TYPE_CHECKING = False  # (not typing's: a cold search does without importing it)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path
    from typing import Any

    from kb.entries import CardEntry, Details, ExampleRef, RuleEntry

__all__ = ["search", "show"]


def _err(message: str) -> None:
    print(message, file=sys.stderr)


def _data_errors(exc: DataErrors) -> int:
    for line in exc.lines:
        _err(line)
    first = exc.lines[0] if exc.lines else "unknown"
    _err(f"dkb: {len(exc.lines)} error(s) in the data (dkb validate lists them); first: {first}")
    return 2


def _start(query: str, command: str) -> str | None:
    """The cleaned query, or None (after saying why) when it has no words."""
    setup_stream(sys.stdout)
    setup_stream(sys.stderr)
    text, cut = clean_query(query)
    if not tokens(text):
        _err(
            f"dkb {command}: nothing to look for; type a card name or a question, "
            "for example: dkb search does black market use a buy"
        )
        return None
    if cut:
        _err(f"dkb {command}: a long query; only its first {MAX_QUERY_CHARS} characters are used")
    return text


def search(
    query: str,
    limit: int | None = None,
    kind: str | None = None,
    as_json: bool = False,
    data_dir: str | Path | None = None,
    types: Sequence[str] = (),
    cost: str | None = None,
    expansion: str | None = None,
    edition: str | None = None,
) -> int:
    """Print the records that best match ``query``, best first (``limit``, default 5);
    with filters (``types``, ``cost``, ``expansion``, ``edition``), only the cards that
    pass them (every one, by set and cost, when the query is empty)."""
    if types or any(f is not None for f in (cost, expansion, edition)):
        return _filtered(query, limit, kind, as_json, data_dir, (types, cost, expansion, edition))
    limit = 5 if limit is None else limit
    text = _start(query, "search")
    if text is None:
        return 2
    if limit < 1:
        _err("dkb search: --limit must be 1 or more")
        return 2
    if kind is not None and kind not in KIND_LABELS:
        _err(f"dkb search: --kind must be one of {', '.join(KIND_LABELS)}")
        return 2
    root = data_dir or None
    for fresh in (False, True):
        try:
            index, texts = load_ranking(root, fresh=fresh)
            found = answer(index, text, kind=kind, limit=limit)
            hits = [Hit(texts.fill(h.record), h.score) for h in found.hits]
            break
        except DataErrors as exc:
            return _data_errors(exc)
        except DAMAGE:
            if fresh:  # the index was built just now: a bug, not a damaged cache
                raise
            # else a cache file matched its checksum yet holds nonsense: build again
    shown = one_line(printable(text), 60)
    if not found.recorded:
        # an honest miss: say so, then show the nearest matches (stderr with --json)
        note = f'Not recorded: no card, rule or ruling answers "{shown}".'
        if found.unknown:
            words = " ".join(found.unknown)
            note += f' No record mentions "{one_line(printable(words), 40)}".'
        note += " The nearest matches follow." if hits else " Try other or fewer words."
        print(note, file=sys.stderr if as_json else sys.stdout)
    if as_json:
        from kb.jsontext import json_text

        print(json_text([_as_json(h) for h in hits], indent=2))
    elif hits:
        _print_hits(hits, text, nearest=not found.recorded)
    return 0 if found.recorded else 1


def _filtered(
    query: str,
    limit: int | None,
    kind: str | None,
    as_json: bool,
    data_dir: str | Path | None,
    given: tuple[Sequence[str], str | None, str | None, str | None],
) -> int:
    """``dkb search`` with filters: the cards passing them, ranked by the query's
    words when it has some, else every one by set and cost."""
    from kb.search.filters import FilterError, Filters, load_facts

    setup_stream(sys.stdout)
    setup_stream(sys.stderr)
    if kind not in (None, "card"):
        _err(
            "dkb search: --type, --cost, --set and --edition find cards; drop --kind or use --kind card"
        )
        return 2
    if limit is not None and limit < 1:
        _err("dkb search: --limit must be 1 or more")
        return 2
    root = data_dir or None
    try:
        facts = load_facts(root)
        filters = Filters.read(facts, *given)
    except FilterError as exc:
        _err(f"dkb search: {exc}")
        return 2
    except DataErrors as exc:
        return _data_errors(exc)
    text, _ = clean_query(query)
    if not tokens(text):
        cards = filters.matching(facts)[:limit]
        if as_json:
            from kb.jsontext import json_text

            print(json_text([_facts_json(c) for c in cards], indent=2))
        else:
            _print_cards(cards, filters.text, len(filters.matching(facts)))
        return 0 if cards else 1
    try:
        index, texts = load_ranking(root)
    except DataErrors as exc:
        return _data_errors(exc)
    kept = {c.id for c in facts.cards if filters.keeps(c)}
    found = answer(index, text, kind="card", limit=len(index.records))
    hits = [h for h in found.hits if h.record.id in kept][: 5 if limit is None else limit]
    hits = [Hit(texts.fill(h.record), h.score) for h in hits]
    recorded = found.recorded and bool(hits)
    if not recorded:
        shown = one_line(printable(text), 60)
        note = f'Not recorded: no card {filters.text} answers "{shown}".'
        note += " The nearest matches follow." if hits else " Try other or fewer words."
        print(note, file=sys.stderr if as_json else sys.stdout)
    if as_json:
        from kb.jsontext import json_text

        print(json_text([_as_json(h) for h in hits], indent=2))
    elif hits:
        _print_hits(hits, text, nearest=not recorded)
    return 0 if recorded else 1


def _facts_json(card: Any) -> dict[str, Any]:
    out = {
        "kind": "card",
        "id": card.id,
        "title": card.name,
        "set": card.expansion,
        "editions": card.editions,
        "types": card.types,
        "url": card.url,
    }
    if card.cost is not None:  # a card with no cost (a Landmark, a Way) has no cost entry
        coins, potion, debt = card.cost
        out["cost"] = {"coins": coins, "potion": potion, "debt": debt}
    return out


def _print_cards(cards: list[Any], what: str, total: int) -> None:
    from kb.search.filters import cost_words

    if not cards:
        print(f"No card {what}.")
        return
    style = Style()
    shown = f"{len(cards)} of {total}" if len(cards) < total else str(total)
    lines = [f"{shown} card{'' if total == 1 else 's'} {what}, by set and cost."]
    expansion = None
    for card in cards:
        if card.expansion != expansion:
            expansion = card.expansion
            lines += ["", style.bold(expansion)]
        cost = "no cost" if card.cost is None else cost_words(card.cost)
        lines.append(f"  {card.name}: {cost}; {', '.join(card.types)}.")
    print("\n".join(lines))


def _as_json(hit: Hit) -> dict[str, Any]:
    r = hit.record
    return {
        "kind": r.kind,
        "id": r.id,
        "title": r.title,
        "cards": r.cards,
        "text": r.text,
        "score": hit.score,
        "url": r.url,
    }


def _snippet(record: Record, query: str, limit: int) -> str:
    """The sentence of the record's text that shares most words with the query."""
    wanted = {stem(w) for w in tokens(query)}
    cut = [s for s in sentences(record.text.strip()) if s not in record.title]
    best = max(
        cut or [record.text],
        key=lambda s: len(wanted.intersection(map(stem, tokens(s)))),
    )
    return one_line(spoken(best), limit)


def _print_hits(hits: list[Hit], query: str, nearest: bool = False) -> None:
    style = Style()
    cols = width()
    shown = one_line(printable(query), 60)
    noun = "result" if len(hits) == 1 else "results"
    what = "nearest match" if len(hits) == 1 else "nearest matches"
    lines = [f'{len(hits)} {what if nearest else noun} for "{shown}", best first.']
    for n, hit in enumerate(hits, 1):
        r = hit.record
        lines += ["", f"{n}. {KIND_LABELS[r.kind]}: {style.bold(printable(spoken(r.title)))}"]
        if r.cards and r.cards != [r.title]:
            lines.append(f"   Cards: {printable(', '.join(r.cards))}")
        lines.append(f"   {printable(_snippet(r, query, cols - 4))}")
        lines.append(f"   Page: {style.dim(printable(r.url))}")
    print("\n".join(lines))


# -- show ---------------------------------------------------------------------------


def show(name: str, data_dir: str | Path | None = None) -> int:
    """Print the whole entry of the card or rule called ``name`` (typos allowed)."""
    text = _start(name, "show")
    if text is None:
        return 2
    root = data_dir or None
    for fresh in (False, True):
        try:
            index, details = load_details(root, fresh=fresh)
            found, close = resolve(index, text)
            # the entry is decoded and laid out before anything is printed
            lines = None if found is None else _entry_lines(root, details, found.record)
            break
        except DataErrors as exc:
            return _data_errors(exc)
        except DAMAGE:
            if fresh:  # built just now: a bug, not a damaged cache
                raise
            # else a cache file matched its checksum yet holds nonsense: build again
    shown = one_line(printable(text), 60)
    if found is None or lines is None:
        if close and close[0].score >= 80:
            _err(f'"{shown}" could be more than one card or rule. Did you mean:')
        elif close:
            _err(f'No card or rule is called "{shown}". Did you mean:')
        else:
            _err(f'No card or rule is called "{shown}". Try: dkb search {shown}')
        for hit in close:
            _err(f"  {printable(hit.record.title)} ({KIND_LABELS[hit.record.kind].lower()})")
        return 1
    if found.score <= 100:
        print(f'The closest name to "{shown}" is {printable(found.record.title)}.\n')
    print("\n".join(lines))
    return 0


def _entry_lines(root: Path | str | None, details: Details, record: Record) -> list[str]:
    """The lines of the whole entry of ``record``, a card or a rule."""
    if record.kind == "card":
        card = details.cards[record.id]
        return _card_lines(card, _statuses(root, card.example_ids()))
    rule = details.rules[record.id]
    return _rule_lines(rule, _statuses(root, rule.example_ids()))


def _statuses(root: Path | str | None, ids: list[str]) -> dict[str, str] | None:
    """The engine's verdict on each example (None when there are none): from the
    cache of verdicts when it holds them for this version of the data and the engine,
    else played now and added to the cache."""
    if not ids:
        return None
    from kb.paths import data_engine_key, data_folder
    from kb.search.index import read_cache, write_cache

    folder = data_folder(root)
    key = data_engine_key(folder)
    cached = read_cache(folder, "verdicts", key)
    known: dict[str, str] = cached if isinstance(cached, dict) else {}
    if all(isinstance(known.get(i), str) for i in ids):
        return {i: known[i] for i in ids}
    try:
        # imported here, not at the top: the search path must start without pydantic
        from kb.loader import load
        from kb.play import run_examples

        kb = load(root)
        only = [e for e in kb.examples if e.scenario.id in ids]
        played = {k: v.status for k, v in run_examples(kb, only=only).items()}
    except Exception as exc:  # the engine's failure must not hide the entry
        _err(f"dkb show: the examples could not be run: {exc}")
        return {}
    write_cache(folder, "verdicts", key, {**known, **played})
    return played


_VERDICT = {
    "passed": "verified by the engine",
    "failed": "failed on the engine",
    "error": "could not be run on the engine",
}


def _example_lines(
    examples: list[ExampleRef], statuses: dict[str, str] | None, style: Style, indent: str
) -> list[str]:
    if not examples:
        return [f"{indent}Not yet proven by the engine: no example of it has been played."]
    out = []
    for ex in examples:
        if statuses is None:
            verdict = "not yet run"
        else:
            status = statuses.get(ex.id, "")
            verdict = _VERDICT.get(status, "not run")
            verdict = style.green(verdict) if status == "passed" else verdict
            verdict = style.red(verdict) if status == "failed" else verdict
        out.append(f'{indent}Example "{printable(spoken(ex.title))}": {verdict}.')
    return out


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else f"{text}."


class _Page:
    """Lines of an entry, wrapped to the terminal, every text from the records made
    :func:`~kb.cli.terminal.printable` (validation refuses control characters; this
    is the second guard)."""

    def __init__(self) -> None:
        self.style = Style()
        self.cols = width()
        self.lines: list[str] = []

    def heading(self, text: str) -> None:
        self.lines += ["", self.style.bold(printable(text))]

    def para(self, text: str, indent: str = "  ", hang: str | None = None) -> None:
        self.lines += wrap(printable(spoken(text)), indent, self.cols, hang)


def _card_lines(entry: CardEntry, statuses: dict[str, str] | None) -> list[str]:
    page = _Page()
    style = page.style
    page.lines.append(style.bold(printable(entry.name)) + ", a card.")
    for label, value in entry.facts:
        page.para(_sentence(f"{label}: {value}"), "")
    page.heading("Summary")
    page.para(entry.summary)
    for title, items in (("Set-up", entry.setup), ("Versions", entry.versions)):
        if items:
            page.heading(title)
            for item in items:
                page.para(item)
    page.heading(f"Rulings ({len(entry.rulings)})")
    if not entry.rulings:
        page.para("None yet.")
    for n, r in enumerate(entry.rulings, 1):
        page.para(f"{n}. {r.title}", "  ", "     ")
        page.para(r.text, "     ")
        if r.filed_under:
            page.para(f"Filed under {r.filed_under}; page {r.url}.", "     ")
        others = [c for c in r.cards if c != entry.name]
        if others:
            page.para(f"Also concerns: {', '.join(others)}.", "     ")
        page.para(_sentence(f"Source: {r.source}"), "     ")
        if r.disagreement:
            page.para(
                f"Official sources disagree: {r.disagreement} This ruling is the current one.",
                "     ",
            )
        if r.no_example_because:
            page.para(f"No example: {r.no_example_because}", "     ")
        else:
            page.lines += _example_lines(r.examples, statuses, style, "     ")
    if entry.gain_sources:
        page.heading(f"Gain sources ({len(entry.gain_sources)})")
        for n, g in enumerate(entry.gain_sources, 1):
            page.para(f"{n}. {g.title}. {g.text}", "  ", "     ")
            page.lines += _example_lines(g.examples, statuses, style, "     ")
    if entry.timing_notes:
        page.heading("Timing notes")
        for t in entry.timing_notes:
            page.para(f"{t.title} (page {t.url})")
    if entry.rule_clauses:
        page.heading("Rules that concern it")
        for c in entry.rule_clauses:
            page.para(f"{c.text} ({c.rule}; page {c.url})")
    page.heading("Accessibility")
    note = entry.accessibility
    page.para(note.text if note else "No accessibility note yet.")
    page.lines += ["", f"Page: {style.dim(printable(entry.url))}"]
    return page.lines


def _rule_lines(entry: RuleEntry, statuses: dict[str, str] | None) -> list[str]:
    page = _Page()
    style = page.style
    page.lines.append(style.bold(printable(entry.name)) + ", a rule.")
    if entry.aliases:
        page.para(f"Also called: {', '.join(entry.aliases)}.", "")
    page.heading("Summary")
    page.para(entry.summary)
    page.heading(f"Clauses ({len(entry.clauses)})")
    for n, c in enumerate(entry.clauses, 1):
        page.para(f"{n}. {c.text}", "  ", "     ")
        if c.cards:
            page.para(f"Cards: {', '.join(c.cards)}.", "     ")
        page.para(_sentence(f"Source: {c.source}"), "     ")
        if c.examples:
            page.lines += _example_lines(c.examples, statuses, style, "     ")
    if entry.related:
        page.heading("Related rules")
        page.para(", ".join(entry.related) + ".")
    page.lines += ["", f"Page: {style.dim(printable(entry.url))}"]
    return page.lines
