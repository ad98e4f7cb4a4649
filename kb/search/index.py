"""The search index: built once from the data folder with the full loader, then cached.

The index, each record's text and the entries of ``dkb show`` are one pack
(:mod:`kb.search.pack`), of which a search reads only the tables a query needs and the
texts of the hits it prints. The pack lives in the first folder of
:func:`kb.paths.cache_dirs` that can be written (``$DKB_INDEX_DIR``, else
``.dkb-index/`` in a checkout; then ``$XDG_CACHE_HOME/dkb``); an installed wheel ships
its own (:mod:`kb.search.packaged`). It is keyed by the fingerprint of every record
file and of the code that indexes them, so an edit rebuilds it; a corrupt or
unreadable pack is rebuilt silently. Reading a fresh pack imports neither pydantic
nor yaml, nor json.
"""

from __future__ import annotations

import os
import sys
import zlib
from _collections_abc import Iterator, Mapping  # (collections.abc without collections)

from kb.paths import (
    cache_folders,
    code_key,
    data_folder,
    is_packaged,
    packaged_index,
    project_root,
    records_key,
)
from kb.search.pack import Pack, open_pack
from kb.search.ranking import Index, Record, record_texts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from kb.entries import CardEntry, Details, RuleEntry
    from kb.loader import KnowledgeBase
    from kb.search.words import SearchWords

__all__ = [
    "DAMAGE",
    "DataErrors",
    "TextPack",
    "Texts",
    "build_details",
    "build_index",
    "data_key",
    "load_details",
    "load_index",
    "load_ranking",
    "read_cache",
    "search_words",
    "write_cache",
]

FORMAT = 4
_CODE = ("search/ranking.py", "search/index.py", "search/words.py", "search/words.yaml",
         "entries.py", "vocabulary.py", "urls.py", "loader.py", "models.py", "citations.py")  # fmt: skip
"""The modules whose change changes what the cache holds."""


DAMAGE = (ValueError, KeyError, IndexError, TypeError, AttributeError)
"""What reading a cached body that is not what it should be can raise: a tampered file
can match its checksum, so a reader that meets one of these treats it as a miss (and
``dkb search`` builds the index again; on a fresh index they are bugs, and show)."""


class DataErrors(Exception):
    """The data could not be loaded to build the index; ``lines`` are the loader's."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(f"{len(lines)} error(s) in the knowledge base")
        self.lines = lines


def data_key(root: Path | str) -> str:
    """A cheap fingerprint of the data files and of the code that indexes them (from
    the manifest, for an installed wheel's own records: see :func:`kb.paths.records_key`)."""
    kb = os.path.join(project_root(), "kb")
    code = code_key(os.path.join(kb, name) for name in _CODE)
    return f"format {FORMAT} {code} {records_key(root)[0]}"


def _cache_name(root: Path | str, what: str, suffix: str = ".json") -> str:
    if is_packaged(root):
        return f"{what}-packaged{suffix}"
    where = os.path.abspath(root).encode("utf-8", "surrogateescape")
    return f"{what}-{zlib.crc32(where):08x}{suffix}"


def _folders(root: Path | str) -> list[str]:
    """Where the caches of ``root`` are read: the index built into an installed wheel
    for its own records, then :func:`kb.paths.cache_dirs`."""
    return [packaged_index(), *cache_folders()] if is_packaged(root) else cache_folders()


def _cached(root: Path | str, what: str, key: str) -> Iterator[tuple[dict[str, Any], bytes]]:
    """Each cache file for ``what`` made for ``key`` whose body matches its checksum,
    as its head and body, from the first cache folder on (missing, stale, corrupt and
    tampered files are passed over: see :mod:`kb.cache`)."""
    from kb.cache import read_checked

    name = _cache_name(root, what)
    for folder in _folders(root):
        found = read_checked(os.path.join(folder, name), key)
        if found is not None:
            yield found


def read_cache(root: Path | str, what: str, key: str) -> Any:
    """The cached body for ``key``, or None when missing, stale or corrupt."""
    from kb.jsonread import loads

    for _, body in _cached(root, what, key):
        try:
            return loads(body)
        except ValueError:
            continue
    return None


def write_cache(root: Path | str, what: str, key: str, body: Any) -> bool:
    """Store ``body`` in the first cache folder that can be written; False if none can."""
    import json
    from pathlib import Path

    from kb.cache import head_for, store

    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    name = _cache_name(root, what)
    return store(map(Path, cache_folders()), name, head_for(key, data), data)


def _open_index(root: Path | str, key: str) -> Pack | None:
    """The pack of ``root``'s index made for ``key``, from the first folder holding one."""
    name = _cache_name(root, "index", ".pack")
    for folder in _folders(root):
        found = open_pack(os.path.join(folder, name), key)
        if found is not None:
            return found
    return None


def _store_index(root: Path | str, key: str, sections: Mapping[str, str]) -> bool:
    """Write the pack of ``root``'s index into the first cache folder that can be
    written; False if none can."""
    from kb.search.pack import write_pack_file

    name = _cache_name(root, "index", ".pack")
    for folder in cache_folders():
        try:
            write_pack_file(os.path.join(folder, name), key, sections)
            return True
        except OSError:
            continue
    return False


def _load_kb(root: Path | str) -> KnowledgeBase:
    from kb.loader import LoadError, load

    try:
        return load(root)
    except LoadError as exc:
        raise DataErrors([str(e) for e in exc.errors]) from None


def _rebuild(root: Path | str, key: str) -> tuple[Index, Details]:
    from kb.entries import details_to_json

    kb = _load_kb(root)
    index, details = build_index(kb), build_details(kb)
    sections = index.pack_sections()
    for part, entries in details_to_json(details).items():
        sections.update((f"{part}/{k}", v) for k, v in entries.items())
    if not _store_index(root, key, sections):
        folders = ", ".join(cache_folders())
        print(
            f"dkb: note: no cache folder can be written ({folders}), so every search "
            "rebuilds the index; set DKB_INDEX_DIR or XDG_CACHE_HOME to a writable folder",
            file=sys.stderr,
        )
    return index, details


class Texts:
    """Each record's text, url, names and types, read from the pack only for the
    records asked for (the hits printed); an index built now holds them already."""

    def __init__(self, index: Index, pack: Pack | None) -> None:
        self._index = index
        self._pack = pack

    def fill(self, record: Record) -> Record:
        """``record`` (one of the index's) with its text, url, names and types;
        ``ValueError`` when the pack holds anything else (a tampered file can match
        its checksum)."""
        if self._pack is None:
            return record
        text, url, names, types = record_texts(self._pack, self._index.position(record))
        return record._replace(text=text, url=url, names=names, types=types)

    def fill_all(self) -> Index:
        """The index, every record with its text, url, names and types."""
        if self._pack is not None:
            self._index.records = [self.fill(r) for r in self._index.records]
        return self._index


class TextPack(Mapping[str, str]):
    """The entries of ``dkb show`` under one prefix of a pack's sections
    (``cards/``, ``rules/``), by id: each read when asked for."""

    def __init__(self, pack: Pack, prefix: str) -> None:
        self._pack = pack
        self._prefix = prefix
        self._ids: list[str] | None = None

    def _names(self) -> list[str]:
        if self._ids is None:
            cut = len(self._prefix)
            self._ids = [n[cut:] for n in self._pack.names() if n.startswith(self._prefix)]
        return self._ids

    def __getitem__(self, name: str) -> str:
        if not self._pack.has(self._prefix + name):
            raise KeyError(name)
        return self._pack.text(self._prefix + name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


def _open_ranking(root: Path | str, key: str) -> tuple[Index, Pack] | None:
    pack = _open_index(root, key)
    if pack is None:
        return None
    try:
        return Index.from_pack(pack), pack
    except DAMAGE:  # a tampered file can match its checksum: a miss all the same
        return None


def load_ranking(root: Path | str | None = None, fresh: bool = False) -> tuple[Index, Texts]:
    """The search index of ``root`` without its records' texts (what ranking needs,
    read fast), and the texts to fill in the records printed: ``dkb search``'s way.
    ``fresh`` builds it again without reading the cache.

    Raises :class:`DataErrors` when it must be rebuilt and the data has errors.
    """
    root = data_folder(root)
    key = data_key(root)
    found = None if fresh else _open_ranking(root, key)
    if found is None:
        index = _rebuild(root, key)[0]
        return index, Texts(index, None)
    return found[0], Texts(found[0], found[1])


def load_index(root: Path | str | None = None) -> Index:
    """The whole search index of ``root`` (default :func:`kb.paths.data_dir`), from
    the cache when fresh.

    Raises :class:`DataErrors` when it must be rebuilt and the data has errors.
    """
    return load_ranking(root)[1].fill_all()


def load_details(root: Path | str | None = None, fresh: bool = False) -> tuple[Index, Details]:
    """The index (its records without their texts, as :func:`load_ranking` gives it)
    and, from the same version of the data, what ``dkb show`` prints about each card
    and rule (see :func:`build_details`); ``fresh`` builds both again."""
    from kb.entries import details_from_parts

    root = data_folder(root)
    key = data_key(root)
    found = None if fresh else _open_ranking(root, key)
    if found is None:
        return _rebuild(root, key)
    index, pack = found
    return index, details_from_parts(TextPack(pack, "cards/"), TextPack(pack, "rules/"))


# -- building -------------------------------------------------------------------------


def _gain_text(gs: Any, by: str) -> tuple[str, str]:
    """A gain source's title and text, in words."""
    from kb.vocabulary import GAIN_FROM, GAIN_TO, GAIN_WHEN, GAIN_WHO

    when = GAIN_WHEN[gs.when]
    if gs.who == "you":
        title = f"{by} gains {gs.gains}, {when}"
    elif "player" in gs.gains:  # "a Curse for each other player"
        title = f"{by}: {gs.gains}, {when}"
    else:
        title = f"{by} makes {GAIN_WHO[gs.who]} gain {gs.gains}, {when}"
    where = f"the {gs.from_pile} pile" if gs.from_pile else GAIN_FROM[gs.from_]
    text = f"It comes from {where} and goes to {GAIN_TO[gs.to]}."
    return title, f"{text} {gs.note}" if gs.note else text


def build_index(kb: KnowledgeBase) -> Index:
    """Every card, rule, clause, ruling, gain source, timing note and accessibility
    note of ``kb`` as search records."""
    from kb.urls import record_url  # here: reading the cache must not import the engine
    from kb.vocabulary import one_line

    recs: list[Record] = []
    abroad: dict[int, list[str]] = {}

    def add(kind: str, rid: str, title: str, cards: list[str], text: str, url: str,
            names: list[str], types: list[str]) -> None:  # fmt: skip
        recs.append(Record(kind, rid, title, list(dict.fromkeys(cards)), text, url, names, types))

    for card in kb.cards.values():
        extra = [s.text for s in card.setup] + [v.text for v in card.versions]
        costs = [f"Costs {card.cost.text()}."] if card.cost is not None else []
        text = " ".join([card.summary, *extra, *costs])
        names = [card.name, *card.aliases]
        if card.names:
            abroad[len(recs)] = [n.name for n in card.names]
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
    return Index.from_records(recs, search_words(kb), abroad)


def search_words(kb: KnowledgeBase) -> SearchWords:
    """The words file, without the card words whose card is not in ``kb`` (a small
    data folder lacks most cards); :class:`DataErrors` (one ``file:line`` line) when
    the file has a mistake. ``dkb validate`` checks every card word names a card."""
    from kb.search.words import WordsError, load_words

    try:
        words = load_words()
    except WordsError as exc:
        raise DataErrors([str(exc)]) from None
    names = {c.name for c in kb.cards.values()}
    words.card_words = {k: v for k, v in words.card_words.items() if v in names}
    return words


def _first_sentence(text: str) -> str:
    from kb.vocabulary import sentences

    return sentences(text.strip())[0]


def _source(kb: KnowledgeBase, src: Any) -> str:
    from kb.citations import source_text  # here: reading the cache stays light

    return source_text(kb, src)


def _examples(examples: list[Any]) -> list[Any]:
    from kb.entries import ExampleRef

    return [ExampleRef(sc.id, sc.title) for sc in examples]


def _card_entry(kb: KnowledgeBase, card: Any) -> CardEntry:
    from kb.entries import (
        AccessibilityEntry,
        CardEntry,
        ClauseRef,
        GainEntry,
        RulingEntry,
        TimingRef,
    )
    from kb.urls import record_url
    from kb.vocabulary import language_name, pile_size_words

    pile = pile_size_words(card.pile_size)
    if card.pile and card.pile_shuffled:
        if isinstance(card.pile_size, int):
            pile = f"{card.pile}, shuffled at set-up ({pile} of {card.name})"
        else:
            pile = f"{card.pile}: {pile}"
    elif card.pile:
        pile = f"{card.pile}, {card.name} is number {card.pile_position + 1} from the top"
    place = "Kingdom card" if card.kingdom else "not a Kingdom card"
    edition = f"{card.expansion} ({' and '.join(card.editions)})" if card.editions else None
    facts = [
        ("Set", edition or card.expansion),
        *([("Cost", card.cost.text())] if card.cost is not None else []),
        ("Types", ", ".join(card.types)),
        ("Pile", pile),
        ("Supply", f"in the Supply, {place}" if card.supply else f"not in the Supply, {place}"),
    ]
    if card.aliases:
        facts.append(("Also called", ", ".join(card.aliases)))
    if card.names:
        abroad = [f"{n.name} ({language_name(n.lang)})" for n in card.names]
        facts.append(("Names in other languages", ", ".join(abroad)))
    if card.related:
        facts.append(("Related cards", ", ".join(card.related)))
    facts += [("Source", _source(kb, s)) for s in card.sources]
    rulings = []
    for r in kb.rulings_for_card(card.id):
        filed = kb.cards[kb.ruling_card[r.id]]
        rulings.append(
            RulingEntry(
                id=r.id,
                title=r.title,
                text=r.text,
                cards=list(r.cards),
                filed_under=None if filed.id == card.id else filed.name,
                source=_source(kb, r.source),
                examples=_examples(r.examples),
                url=record_url("ruling", r.id, filed.id),
                disagreement=None
                if r.disagreement is None
                else (
                    _source(kb, r.disagreement.source)
                    + (f" ({r.disagreement.date})" if r.disagreement.date else "")
                    + f" said otherwise: {r.disagreement.text}"
                ),
                no_example_because=r.no_example_because,
            )
        )
    gains = []
    for gs in card.gain_sources:
        title, text = _gain_text(gs, gs.card or card.name)
        gains.append(GainEntry(gs.id, title, text, _examples(gs.examples)))
    note = card.accessibility
    timing = [
        TimingRef(t.id, t.title, record_url("timing_note", t.id))
        for t in kb.timing_notes.values()
        if card.name in t.cards
    ]
    clauses = tuple(
        ClauseRef(
            cid,
            kb.rules[kb.clause_rule[cid]].name,
            c.text,
            record_url("clause", cid, kb.clause_rule[cid]),
        )
        for cid, c in kb.clauses.items()
        if card.name in c.cards
    )
    return CardEntry(
        name=card.name,
        url=record_url("card", card.id),
        facts=facts,
        summary=card.summary,
        setup=[s.text for s in card.setup],
        versions=[f"{v.version}: {v.text}" for v in card.versions],
        rulings=rulings,
        gain_sources=gains,
        timing_notes=timing,
        accessibility=AccessibilityEntry(note.text, list(note.cards)) if note else None,
        rule_clauses=clauses,
    )


def _rule_entry(kb: KnowledgeBase, rule: Any) -> RuleEntry:
    from kb.entries import ClauseEntry, RuleEntry
    from kb.urls import record_url

    clauses = [
        ClauseEntry(c.id, c.text, list(c.cards), _source(kb, c.source), _examples(c.examples))
        for c in rule.clauses
    ]
    return RuleEntry(
        name=rule.name,
        url=record_url("rule", rule.id),
        aliases=list(rule.aliases),
        summary=rule.summary,
        clauses=clauses,
        related=[kb.rules[r].name for r in rule.related if r in kb.rules],
    )


def build_details(kb: KnowledgeBase) -> Details:
    """Each card's and rule's whole entry, in words, for ``dkb show``."""
    from kb.entries import Details

    return Details(
        cards={card.id: _card_entry(kb, card) for card in kb.cards.values()},
        rules={rule.id: _rule_entry(kb, rule) for rule in kb.rules.values()},
    )
