"""The search index: built once from ``data/`` with the full loader, then cached.

The cache lives in ``$DKB_INDEX_DIR`` if set, else in ``.dkb-index/`` at the project
root; when that cannot be written, in ``$XDG_CACHE_HOME/dkb``. It is keyed by the
sorted (path, size, mtime) of every data file, so an edit rebuilds it; a corrupt or
unreadable cache is rebuilt silently. Reading a fresh cache imports neither
pydantic nor yaml.

>>> record_url("ruling", "no-extra-buy", "black-market")
'cards/black-market.html#no-extra-buy'
"""

from __future__ import annotations

import json
import os
import re
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.values import pile_size_words
from kb.search import Index, Record
from kb.terminal import one_line

if TYPE_CHECKING:
    from kb.loader import KnowledgeBase

__all__ = [
    "DataErrors",
    "build_details",
    "build_index",
    "data_key",
    "load_details",
    "load_index",
    "record_url",
]

FORMAT = 1
ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
"""The project's data folder (the same as ``kb.loader.DATA_DIR``, without importing it)."""


class DataErrors(Exception):
    """The data could not be loaded to build the index; ``lines`` are the loader's."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(f"{len(lines)} error(s) in the knowledge base")
        self.lines = lines


def record_url(kind: str, record_id: str, parent: str | None = None) -> str:
    """The page of a record, relative to the site's root.

    ``parent`` is the card a ruling, gain source or accessibility note is filed under,
    or the rule a clause belongs to (``kind`` ``"clause"``, or ``"rule"`` with a parent).
    """
    if kind == "card":
        return f"cards/{record_id}.html"
    if kind in ("rule", "clause"):
        return f"rules/{parent}.html#{record_id}" if parent else f"rules/{record_id}.html"
    if kind == "timing_note":
        return f"timing.html#{record_id}"
    if kind in ("ruling", "gain_source", "accessibility_note") and parent:
        return f"cards/{parent}.html#{record_id}"
    raise ValueError(f"no page for a {kind} without its card")


def _stats(folder: str, prefix: str, out: list[str]) -> None:
    with os.scandir(folder) as it:
        entries = sorted(it, key=lambda e: e.name)
    for e in entries:
        if e.is_dir():
            _stats(e.path, f"{prefix}{e.name}/", out)
        elif e.name.endswith((".yaml", ".yml")):
            st = e.stat()
            out.append(f"{prefix}{e.name} {st.st_size} {st.st_mtime_ns}")


def data_key(root: Path) -> str:
    """A cheap fingerprint of the data files and of the code that indexes them."""
    entries: list[str] = [f"format {FORMAT}"]
    for code in ("search.py", "search_index.py", "terminal.py", "loader.py", "models.py"):
        st = (ROOT / "kb" / code).stat()
        entries.append(f"{code} {st.st_size} {st.st_mtime_ns}")
    try:
        _stats(str(root), "", entries)
    except OSError as exc:
        entries.append(f"unreadable {exc.errno}")
    blob = "\n".join(entries).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(blob):08x}{zlib.adler32(blob):08x}{len(entries)}"


def _cache_dirs() -> list[Path]:
    env = os.environ.get("DKB_INDEX_DIR")
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return [Path(env) if env else ROOT / ".dkb-index", Path(xdg) / "dkb"]


def _cache_name(root: Path, what: str) -> str:
    where = str(root.resolve()).encode("utf-8", "surrogateescape")
    return f"{what}-{zlib.crc32(where):08x}.json"


def _read(root: Path, what: str, key: str) -> Any:
    """The cached body for ``key``, or None when missing, stale or corrupt."""
    for folder in _cache_dirs():
        try:
            raw = (folder / _cache_name(root, what)).read_bytes()
            head, _, body = raw.partition(b"\n")
            meta = json.loads(head)
            if meta.get("key") != key or meta.get("crc") != zlib.crc32(body):
                continue
            return json.loads(body)
        except (OSError, ValueError, AttributeError):
            continue
    return None


def _write(root: Path, what: str, key: str, body: Any) -> None:
    """Store ``body`` atomically in the first cache folder that can be written."""
    import tempfile

    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    head = json.dumps({"key": key, "crc": zlib.crc32(data)}).encode("utf-8")
    for folder in _cache_dirs():
        tmp = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".index-", suffix=".tmp")
            with os.fdopen(fd, "wb") as fh:
                fh.write(head + b"\n" + data)
            os.replace(tmp, folder / _cache_name(root, what))
            return
        except OSError:
            if tmp is not None and os.path.exists(tmp):
                os.unlink(tmp)
            continue


def _load_kb(root: Path) -> KnowledgeBase:
    from kb.loader import LoadError, load

    try:
        return load(root)
    except LoadError as exc:
        raise DataErrors([str(e) for e in exc.errors]) from None


def _rebuild(root: Path, key: str) -> tuple[Index, dict[str, Any]]:
    kb = _load_kb(root)
    index, details = build_index(kb), build_details(kb)
    _write(root, "index", key, index.to_json())
    _write(root, "details", key, details)
    return index, details


def load_index(root: Path | None = None) -> Index:
    """The search index of ``root`` (default ``data/``), from the cache when fresh.

    Raises :class:`DataErrors` when it must be rebuilt and the data has errors.
    """
    root = root or DATA_DIR
    key = data_key(root)
    index = _cached_index(root, key)
    return index if index is not None else _rebuild(root, key)[0]


def _cached_index(root: Path, key: str) -> Index | None:
    cached = _read(root, "index", key)
    try:
        return Index.from_json(cached) if isinstance(cached, dict) else None
    except ValueError:
        return None


def load_details(root: Path | None = None) -> tuple[Index, dict[str, Any]]:
    """The index and, from the same version of the data, what ``dkb show`` prints
    about each card and rule (see :func:`build_details`)."""
    root = root or DATA_DIR
    key = data_key(root)
    index = _cached_index(root, key)
    details = _read(root, "details", key)
    if index is None or not isinstance(details, dict) or {"cards", "rules"} - details.keys():
        return _rebuild(root, key)
    return index, details


# -- building -------------------------------------------------------------------------

_WHEN = {
    "on-play": "when played",
    "on-buy": "when bought",
    "on-gain": "when gained",
    "on-trash": "when trashed",
    "on-reveal": "when revealed",
    "start-of-turn": "at the start of a turn",
    "night": "during the Night phase",
    "on-receive": "when received",
    "on-exchange": "when exchanged",
    "on-pass": "when passed",
    "on-exile": "when exiled",
    "on-set-aside": "when set aside",
    "other": "at another time",
}
_WHO = {
    "you": "gains",
    "each-other-player": "makes each other player gain",
    "another-player": "makes another player gain",
    "each-player": "makes each player gain",
}
_PLACE = {
    "supply": "the Supply",
    "trash": "the trash",
    "non-supply": "a pile outside the Supply",
    "black-market": "the Black Market deck",
    "another-player": "another player",
    "discard": "the discard pile",
    "hand": "the hand",
    "deck": "the top of the deck",
    "set-aside": "a set-aside place",
    "exile": "the Exile mat",
    "in-play": "play",
    "mat": "a mat",
}


def _gain_text(gs: Any, by: str) -> tuple[str, str]:
    """A gain source's title and text, in words."""
    if gs.who != "you" and "player" in gs.gains:  # "a Curse for each other player"
        title = f"{by}: {gs.gains}, {_WHEN[gs.when]}"
    else:
        title = f"{by} {_WHO[gs.who]} {gs.gains}, {_WHEN[gs.when]}"
    where = f"the {gs.from_pile} pile" if gs.from_pile else _PLACE[gs.from_]
    text = f"It comes from {where} and goes to {_PLACE[gs.to]}."
    return title, f"{text} {gs.note}" if gs.note else text


def build_index(kb: KnowledgeBase) -> Index:
    """Every card, rule, clause, ruling, gain source, timing note and accessibility
    note of ``kb`` as search records."""
    recs: list[Record] = []

    def add(kind: str, rid: str, title: str, cards: list[str], text: str, url: str,
            names: list[str], types: list[str]) -> None:  # fmt: skip
        recs.append(Record(kind, rid, title, list(dict.fromkeys(cards)), text, url, names, types))

    for card in kb.cards.values():
        extra = [s.text for s in card.setup] + [v.text for v in card.versions]
        text = " ".join([card.summary, *extra, f"Costs {card.cost.text()}."])
        names = [card.name, *card.aliases]
        add("card", card.id, card.name, [card.name], text, record_url("card", card.id),
            names, [*card.types, card.expansion])  # fmt: skip
    for rule in kb.rules.values():
        names = [rule.name, *rule.aliases]
        add("rule", rule.id, rule.name, [], rule.summary, record_url("rule", rule.id),
            names, ["rule"])  # fmt: skip
        for n, clause in enumerate(rule.clauses, 1):
            url = record_url("clause", clause.id, rule.id)
            title = f"{rule.name}, clause {n}: {one_line(_first_sentence(clause.text), 80)}"
            add("rule", clause.id, title, clause.cards, clause.text, url, [], ["rule"])
    for rid, ruling in kb.rulings.items():
        host = kb.cards[kb.ruling_card[rid]]
        add("ruling", rid, ruling.title, [host.name, *ruling.cards], ruling.text,
            record_url("ruling", rid, host.id), [], ["ruling"])  # fmt: skip
    for gid, gs in kb.gain_sources.items():
        host = kb.cards[kb.gain_source_card[gid]]
        title, text = _gain_text(gs, gs.card or host.name)
        cards = [host.name, *([gs.card] if gs.card else []), *gs.gains_cards]
        add("gain_source", gid, title, cards, text, record_url("gain_source", gid, host.id),
            [], ["gain", "source"])  # fmt: skip
    for tid, tn in kb.timing_notes.items():
        add("timing_note", tid, tn.title, tn.cards, tn.text, record_url("timing_note", tid),
            [], ["timing", "note"])  # fmt: skip
    for nid, note in kb.accessibility_notes.items():
        host = kb.cards[kb.note_card[nid]]
        add("accessibility_note", nid, f"{host.name}: accessibility note",
            [host.name, *note.cards], note.text,
            record_url("accessibility_note", nid, host.id), [], ["accessibility"])  # fmt: skip
    return Index.from_records(recs)


def _first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]


def _source(kb: KnowledgeBase, src: Any) -> str:
    doc = kb.documents.get(src.document)
    text = doc.title if doc else src.document
    if src.section:
        text += f", section {src.section}"
    return f"{text}. {src.note}" if src.note else text


def _examples(examples: list[Any]) -> list[dict[str, str]]:
    return [{"id": sc.id, "title": sc.title} for sc in examples]


def build_details(kb: KnowledgeBase) -> dict[str, Any]:
    """Each card's and rule's whole entry, in words, for ``dkb show``."""
    cards: dict[str, Any] = {}
    for card in kb.cards.values():
        pile = pile_size_words(card.pile_size)
        if card.pile:
            pile = f"{card.pile}, {card.name} is number {card.pile_position + 1} from the top"
        place = "Kingdom card" if card.kingdom else "not a Kingdom card"
        facts = [
            (
                "Set",
                f"{card.expansion} ({' and '.join(card.editions)})"
                if card.editions
                else card.expansion,
            ),
            ("Cost", card.cost.text()),
            ("Types", ", ".join(card.types)),
            ("Pile", pile),
            ("Supply", f"in the Supply, {place}" if card.supply else f"not in the Supply, {place}"),
        ]
        if card.aliases:
            facts.append(("Also called", ", ".join(card.aliases)))
        if card.related:
            facts.append(("Related cards", ", ".join(card.related)))
        facts += [("Source", _source(kb, s)) for s in card.sources]
        rulings = []
        for r in kb.rulings_for_card(card.id):
            filed = kb.cards[kb.ruling_card[r.id]]
            rulings.append(
                {
                    "id": r.id,
                    "title": r.title,
                    "text": r.text,
                    "cards": r.cards,
                    "filed_under": None if filed.id == card.id else filed.name,
                    "source": _source(kb, r.source),
                    "disagreement": None
                    if r.disagreement is None
                    else (
                        f"{_source(kb, r.disagreement.source)}"
                        + (f" ({r.disagreement.date})" if r.disagreement.date else "")
                        + f" said otherwise: {r.disagreement.text}"
                    ),
                    "examples": _examples(r.examples),
                    "url": record_url("ruling", r.id, filed.id),
                }
            )
        gains = []
        for gs in card.gain_sources:
            title, text = _gain_text(gs, gs.card or card.name)
            gains.append(
                {"id": gs.id, "title": title, "text": text, "examples": _examples(gs.examples)}
            )
        note = card.accessibility
        timing = [
            {"id": t.id, "title": t.title, "url": record_url("timing_note", t.id)}
            for t in kb.timing_notes.values()
            if card.name in t.cards
        ]
        cards[card.id] = {
            "name": card.name,
            "url": record_url("card", card.id),
            "facts": facts,
            "summary": card.summary,
            "setup": [s.text for s in card.setup],
            "versions": [f"{v.version}: {v.text}" for v in card.versions],
            "rulings": rulings,
            "gain_sources": gains,
            "timing_notes": timing,
            "accessibility": {"text": note.text, "cards": note.cards} if note else None,
        }
    rules: dict[str, Any] = {}
    for rule in kb.rules.values():
        clauses = [
            {
                "id": c.id,
                "text": c.text,
                "cards": c.cards,
                "source": _source(kb, c.source),
                "examples": _examples(c.examples),
            }
            for c in rule.clauses
        ]
        related = [kb.rules[r].name for r in rule.related if r in kb.rules]
        rules[rule.id] = {
            "name": rule.name,
            "url": record_url("rule", rule.id),
            "aliases": rule.aliases,
            "summary": rule.summary,
            "clauses": clauses,
            "related": related,
        }
    return {"cards": cards, "rules": rules}
