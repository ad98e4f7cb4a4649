"""Ranking records against a player's words, typos allowed: the one ranking of both
``dkb search`` and the site's search box.

Each query word is matched to the words of the index (the word itself, its synonyms
from ``kb/search/words.yaml``, near spellings and longer words it begins); a record
scores by where its matched words sit (title and names first, then types and the
cards it concerns, then its text), weighted by how rare each word is. A card or
rule whose name appears in the query, even misspelled, gets a boost, and so do the
records about the cards the query names.

The site runs the same ranking in ``docs/javascripts/search.js`` over the same index
(:meth:`Index.site_json`). To keep the two equal to the last bit, every similarity is
worked out from whole numbers (the longest common subsequence of two words), every
word's rarity is stored in the index, and scores are added in the same order; the
shared query suite (``tests/search/search_queries.yaml``) checks both surfaces.

>>> index = Index.from_records([
...     Record("card", "walled-village", "Walled Village", ["Walled Village"], "An Action.",
...            "cards/walled-village/", ["Walled Village"], ["Action"]),
...     Record("card", "village", "Village", ["Village"], "An Action.", "cards/village/",
...            ["Village"], ["Action"]),
... ])
>>> [h.record.id for h in rank(index, "walld vilage")]
['walled-village', 'village']
"""

from __future__ import annotations

from _collections_abc import Sequence  # (collections.abc without collections)
from itertools import compress, repeat

from kb.named import NamedTuple
from kb.search.pack import Lines

try:  # Counter.update's own C loop, without importing collections
    from _collections import _count_elements  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - another Python

    def _count_elements(counts: dict[int, int], items: Iterable[int]) -> None:
        for item in items:
            counts[item] = counts.get(item, 0) + 1


TYPE_CHECKING = False  # (not typing's: a cold ``dkb search`` does without importing it)
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Mapping
    from typing import Any

    from kb.search.pack import Pack
    from kb.search.words import SearchWords

__all__ = [
    "FORMAT",
    "MAX_QUERY_CHARS",
    "MISS_SCORE",
    "Answer",
    "Hit",
    "Index",
    "Record",
    "answer",
    "clean_query",
    "content_words",
    "rank",
    "resolve",
    "stem",
    "tokens",
]

FORMAT = 4
"""The version of the index's JSON form; the site's script checks it."""

_READ_BY_LINE = ("postings", "idf", "ids", "titles", "cards")
"""The pack's tables read a line at a time (:class:`kb.search.pack.Lines`): a query reads
a few of their thousands of lines."""

MAX_QUERY_CHARS = 300
"""Only this much of a query is read; nobody types more at the table."""

MISS_SCORE = 30.0
"""Below this score the best result is only the nearest match, not an answer."""

WEIGHTS = {"title": 6, "types": 4, "cards": 5, "text": 2, "other_languages": 4}
"""How much a word counts by where it sits in a record (``other_languages``: a card's
names in other languages, below its own name, so that "Hexe" finds Witch by its name
while a Hex's own records keep the word "hex")."""

_TOP = max(WEIGHTS.values())
_MAX_WORDS = 24
_LEX_SHARE = 0.7
_NAME_SHARE = 0.3
_CONCERN_SHARE = 0.1
_SYNONYM = 0.85
"""How a synonym counts against the word typed."""
_FOCUS = 0.01
"""How much it counts that a record concerns only the cards the query names."""
_KIND_PRIOR = {"card": 4, "rule": 3, "ruling": 2, "timing_note": 1}
_FILED = ("ruling", "gain_source", "accessibility_note")
"""The kinds of record filed under a card's page: their first card is that card."""
_ELSEWHERE = 0.6
"""How a record counts when the query names a card exactly and the record does not
belong to it (a rule clause that only mentions Governor, for "can governor trash
itself"): the card's own rulings come first."""

_IRREGULAR = {"used": "us", "using": "us", "uses": "us", "use": "us"}

_SPELLED_OUT = {"vp": ("vp", "victory", "points")}
"""Symbols indexed with the words players type for them."""


class Record(NamedTuple):
    """A searchable record, as stored in the index."""

    kind: str
    id: str
    title: str
    cards: list[str]
    text: str
    url: str
    names: list[str]
    types: list[str]


class Hit(NamedTuple):
    """A record and its score, from 0 to 100."""

    record: Record
    score: float


class Answer(NamedTuple):
    """What a query found: the hits, whether they answer it (``recorded``), and the
    words of the query that no record uses."""

    hits: list[Hit]
    recorded: bool
    unknown: list[str]


_ROW_DEFAULTS: tuple[Any, ...] = ("", "", [], [])
"""A record's text, url, names and types when its row leaves them out."""


def _without_apostrophes(text: str) -> str:
    """``text`` without its apostrophes, and without the ``s`` of an ``'s`` that ends a
    word: ``Village's`` gives ``Village``, ``don't`` gives ``dont``."""
    if "'" not in text and "’" not in text:
        return text
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "'" or ch == "’":
            possessive = text.startswith("s", i + 1) and (
                i + 2 == n or not (text[i + 2].isalnum() or text[i + 2] == "_")
            )
            i += 2 if possessive else 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def normalise(text: str) -> str:
    """Lower-case text without accents, apostrophes or control characters."""
    text = _without_apostrophes(text)
    if text.isascii():  # (most text: no accents, and only control characters are "C")
        return (text if text.isprintable() else text.translate(_ASCII_CONTROLS)).lower()
    import unicodedata  # (here: a cold search of plain words does without it)

    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(
        " " if unicodedata.category(ch)[0] == "C" else ch
        for ch in decomposed
        if not unicodedata.combining(ch)
    ).lower()


def tokens(text: str) -> list[str]:
    """The words of ``text``, normalised: ``"Walled Village's"`` gives two words."""
    # (a word is a run of letters and digits: what re's [^\W_]+ finds)
    return "".join([ch if ch.isalnum() else " " for ch in normalise(text)]).split()


def stem(word: str) -> str:
    """A crude stem, the same for ``gain``, ``gains``, ``gained`` and ``gaining``.

    >>> [stem(w) for w in ("buying", "buys", "setting", "walled", "trashes", "aside")]
    ['buy', 'buy', 'set', 'wall', 'trash', 'asid']
    """
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) < 3 or not word.isalpha():
        return word
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    elif len(word) > 5 and word.endswith("ing"):
        word = _undouble(word[:-3])
    elif len(word) > 4 and word.endswith("ed"):
        word = _undouble(word[:-2])
    if len(word) > 2 and word.endswith("e"):
        word = word[:-1]
    return word


def _undouble(word: str) -> str:
    if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "lsz":
        return word[:-1]
    return word


_CLEAN = {"Cc": " ", "Cs": "", "Cf": ""}
_ASCII_CONTROLS = {code: " " for code in (*range(32), 127)}
"""The ASCII characters of Unicode category ``C`` (control characters), as spaces."""


def clean_query(query: str) -> tuple[str, bool]:
    """The query cut to :data:`MAX_QUERY_CHARS`, without control or format characters
    or unpaired surrogates, and whether it had to be cut."""
    cut = len(query) > MAX_QUERY_CHARS
    text = query[:MAX_QUERY_CHARS]
    if text.isascii():
        text = text.translate(_ASCII_CONTROLS).strip()
    else:
        import unicodedata

        text = "".join(_CLEAN.get(unicodedata.category(ch), ch) for ch in text).strip()
    return " ".join(text.split()), cut


_DEFAULT_WORDS: list[SearchWords] = []


def _default_words() -> SearchWords:
    """The words file, read once (for indexes built in memory)."""
    if not _DEFAULT_WORDS:
        from kb.search.words import load_words

        _DEFAULT_WORDS.append(load_words())
    return _DEFAULT_WORDS[0]


def content_words(words: Sequence[str], stop: Iterable[str] | None = None) -> list[str]:
    """The stems of the words that matter: question words and stray letters dropped
    (all kept when nothing else is left)."""
    stops = frozenset(_default_words().question_words if stop is None else stop)
    kept = [w for w in words if w not in stops and (len(w) > 1 or w.isdigit())]
    out: list[str] = []
    for w in kept or list(words):
        s = stem(w)
        if s not in out:
            out.append(s)
    return out[:_MAX_WORDS]


def lcs(a: str, b: str) -> int:
    """The length of the longest common subsequence of ``a`` and ``b``, bit-parallel
    (Hyyrö's algorithm): what rapidfuzz's ``LCSseq.similarity`` gives, without
    importing rapidfuzz, which a cold ``dkb search`` cannot afford.

    >>> lcs("walled village", "walld vilage"), lcs("abc", "cab")
    (12, 2)
    """
    return _common_with(_letter_masks(a), len(a), b)


def _letter_masks(a: str) -> dict[str, int]:
    """Where each letter of ``a`` is, as bits: what :func:`_common_with` compares with
    (worked out once for a word compared with many names)."""
    masks: dict[str, int] = {}
    for i, ch in enumerate(a):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    return masks


def _common_with(masks: dict[str, int], length: int, b: str) -> int:
    """:func:`lcs` of the ``length`` letters whose :func:`_letter_masks` are ``masks``,
    and ``b``."""
    full = (1 << length) - 1
    v = full
    get = masks.get
    for ch in b:
        u = v & get(ch, 0)
        v = ((v + u) | (v - u)) & full
    return length - v.bit_count()


def similarity(a: str, b: str) -> float:
    """How alike two strings are, from 0 to 1: twice their longest common subsequence
    over their total length (the site's script works it out the same way)."""
    total = len(a) + len(b)
    return 2 * lcs(a, b) / total if total else 1.0


def _close_enough(
    a: str, b: str, percent: int, masks: dict[str, int] | None = None
) -> tuple[bool, float]:
    """Whether ``a`` and ``b`` are at least ``percent`` alike, in whole numbers; and how
    alike (``masks``: ``a``'s :func:`_letter_masks`, when worked out already)."""
    common = _common_with(_letter_masks(a) if masks is None else masks, len(a), b)
    total = len(a) + len(b)
    return 200 * common >= percent * total, 2 * common / total


def _bigrams(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for i in range(len(text) - 1):
        pair = text[i : i + 2]
        out[pair] = out.get(pair, 0) + 1
    return out


class Index:
    """Records, the words they hold (with where they sit and how rare they are), the
    names to match, and the words of search (question words, synonyms, card words)."""

    def __init__(self, records: list[Record], data: dict[str, Any]) -> None:
        self.records: Sequence[Record] = records
        self.kinds: Sequence[str] = [r.kind for r in records]
        """Each record's kind, by position."""
        self.vocab: list[str] = list(data["vocab"])
        """Every indexed word (a stem), sorted."""
        self._postings: Sequence[str] = list(data["postings"])
        """Each word's records and weights (by the word's position in ``vocab``),
        encoded as ``"record.weight ..."``."""
        self._idf: Sequence[float | str] = list(data["idf"])
        if not len(self.vocab) == len(self._postings) == len(self._idf):
            raise TypeError("vocab, postings and idf differ in length")
        self.unknown = float(data["unknown"])
        self.name_text = [str(n[0]) for n in data["names"]]
        self.name_record = [int(n[1]) for n in data["names"]]
        self.name_abroad = [len(n) > 2 and bool(n[2]) for n in data["names"]]
        """Whether each name is one printed in another language."""
        self._abroad_only = str(data.get("abroad_only", ""))
        """Index words found only in names printed in other languages: one character
        per word of ``vocab``, ``1`` for such a word."""
        self.stop = frozenset(data["stop"])
        self.synonyms: dict[str, list[str]] = data["synonyms"]
        self.card_words: dict[str, list[str]] = {
            k: str(v).split() for k, v in data["card_words"].items()
        }
        most = data.get("max_name_words")
        self.max_name_words = (
            most if type(most) is int else max((len(n.split()) for n in self.name_text), default=1)
        )
        """The most words a name has (stored by the cache, else counted)."""
        self._init_lazy()
        self._pair_text: Mapping[str, str] | _LazyTable | None = _text_map(data.get("name_pairs"))
        """Each pair of adjacent letters, and the names holding it (as in the postings,
        ``"name name ..."``): stored by the cache, else worked out when first needed."""
        self._card_text: Mapping[str, str] | _LazyTable | None = _text_map(data.get("by_card"))
        """Each card, and the records (by position) whose cards include it, as
        ``"record record ..."``: stored by the cache, else worked out when first needed."""
        self._leading_text: Mapping[str, str] | _LazyTable | None = _text_map(data.get("leading"))
        """The first whole words of longer names, and those names (by position), as
        ``"name name ..."``: stored by the cache, else worked out when first needed."""

    def _init_lazy(self) -> None:
        self._decoded: dict[str, list[tuple[int, int]]] = {}
        self._leading: dict[str, list[int]] | None = None
        self._by_card: dict[str, list[int]] | None = None
        self._keys: dict[int, tuple[str, str]] = {}
        self._prior: list[float] | None = None
        self._pools: dict[int, list[str]] = {}
        self._name_pairs: dict[str, list[int]] = {}
        self._name_lengths: dict[int, list[int] | None] | None = None
        self._name_sizes: list[int] = []
        self._positions: dict[int, int] | None = None
        self._pack: Pack | None = None

    @property
    def postings(self) -> dict[str, str]:
        """Each word's records and weights, by word."""
        return dict(zip(self.vocab, self._postings, strict=True))

    @property
    def idf_of(self) -> dict[str, float]:
        """Each word's rarity, by word."""
        return {w: float(v) for w, v in zip(self.vocab, self._idf, strict=True)}

    @property
    def abroad_only(self) -> frozenset[str]:
        """Index words found only in names printed in other languages."""
        mask = self._abroad_only
        return frozenset(w for w, m in zip(self.vocab, mask, strict=False) if m == "1")

    def _at(self, word: str) -> int:
        """The position of ``word`` in ``vocab``, or -1 when no record holds it."""
        vocab = self.vocab
        at = _first_at_least(vocab, word)
        return at if at < len(vocab) and vocab[at] == word else -1

    def holds(self, word: str) -> bool:
        """Whether a record holds ``word`` (a stem)."""
        return self._at(word) >= 0

    def with_id(self, rid: str) -> list[int]:
        """The records (by position) whose id is ``rid``."""
        records = self.records
        if isinstance(records, _PackRecords):
            return records.with_id(rid)
        return [i for i, r in enumerate(records) if r.id == rid]

    def cards_of(self, rec: int) -> list[str]:
        """The cards record ``rec`` (by position) concerns, without making the record."""
        records = self.records
        if isinstance(records, _PackRecords):
            return records.cards_of(rec)
        return records[rec].cards

    def position(self, record: Record) -> int:
        """Where ``record`` (one of the index's) sits in ``records``."""
        records = self.records
        if isinstance(records, _PackRecords):
            return records.position(record)
        if self._positions is None:
            self._positions = {id(r): i for i, r in enumerate(records)}
        return self._positions[id(record)]

    @classmethod
    def from_pack(cls, pack: Pack) -> Index:
        """The index :func:`pack_sections` stored in ``pack``, each table read when first
        needed; ``ValueError`` if malformed (now or when a table is read)."""
        self = cls.__new__(cls)
        meta = dict(line.split("\t", 1) for line in pack.lines("meta"))
        if meta.get("format") != str(FORMAT):
            raise ValueError(f"format {meta.get('format')!r}, not {FORMAT}")
        self._init_lazy()
        self._pack = pack
        self.kinds = pack.lines("kinds")
        self.records = _PackRecords(pack, self.kinds)
        self.vocab = pack.lines("vocab")
        self._postings = Lines(pack, "postings")  # (a query reads a few of thousands)
        self._idf = Lines(pack, "idf")
        if not len(self.vocab) == len(self._postings) == len(self._idf):
            raise ValueError("vocab, postings and idf differ in length")
        self.unknown = float(meta["unknown"])
        self.max_name_words = int(meta["max_name_words"])
        self.name_text = pack.lines("names")
        self.name_record = _positions(pack.text("name_records"))
        abroad = pack.text("names_abroad")
        if not len(self.name_text) == len(self.name_record) == len(abroad):
            raise ValueError("the tables of names differ in length")
        if self.name_record and not 0 <= min(self.name_record) <= max(self.name_record) < len(
            self.kinds
        ):
            raise ValueError("a name of no record")
        self.name_abroad = list(map("1".__eq__, abroad))
        self._abroad_only = pack.text("abroad_only")
        self.stop = frozenset(pack.lines("stop"))
        self.synonyms = {k: v.split() for k, v in _pairs(pack.lines("synonyms"))}
        self.card_words = {k: v.split() for k, v in _pairs(pack.lines("card_words"))}
        self._pair_text = _LazyTable(pack, "name_pairs")
        self._card_text = _LazyTable(pack, "by_card", escaped=True)
        self._leading_text = _LazyTable(pack, "leading")
        return self

    def pack_sections(self) -> dict[str, str]:
        """The index as the sections of a pack (see :mod:`kb.search.pack`): what
        :meth:`from_pack` reads, each record's text, url, names and types included
        (as sections ``text/N``: :func:`record_texts` reads them)."""
        from kb.search.pack import in_parts, items, one_line_text

        def lines(values: Iterable[str]) -> str:
            out = list(values)
            if any("\n" in v for v in out):
                raise ValueError("a line with a newline in it")
            return "\n".join(out)

        tables = self.ranking_json()
        sections = {
            "meta": lines(
                [
                    f"format\t{FORMAT}",
                    f"unknown\t{self.unknown!r}",
                    f"max_name_words\t{self.max_name_words}",
                ]
            ),
            "kinds": lines(self.kinds),
            "ids": lines(one_line_text(r.id) for r in self.records),
            "titles": lines(one_line_text(r.title) for r in self.records),
            "cards": lines(items(r.cards) for r in self.records),
            "vocab": lines(self.vocab),
            "postings": lines(self._postings),
            "idf": lines(repr(float(v)) for v in self._idf),
            "names": lines(self.name_text),
            "name_records": " ".join(map(str, self.name_record)),
            "names_abroad": "".join("1" if a else "0" for a in self.name_abroad),
            "abroad_only": self._abroad_only,
            "stop": lines(sorted(self.stop)),
            "synonyms": lines(f"{k}\t{' '.join(v)}" for k, v in self.synonyms.items()),
            "card_words": lines(f"{k}\t{' '.join(v)}" for k, v in self.card_words.items()),
            "name_pairs": lines(f"{k}\t{v}" for k, v in tables["name_pairs"].items()),
            "by_card": lines(f"{one_line_text(k)}\t{v}" for k, v in tables["by_card"].items()),
            "leading": lines(f"{k}\t{v}" for k, v in tables["leading"].items()),
        }
        for name in _READ_BY_LINE:
            sections.update(in_parts(name, sections.pop(name)))
        for i, r in enumerate(self.records):
            sections[f"text/{i}"] = "\t".join(
                [one_line_text(r.text), one_line_text(r.url), items(r.names), items(r.types)]
            )
        return sections

    @classmethod
    def from_records(
        cls,
        records: Iterable[Record],
        words: SearchWords | None = None,
        other_languages: Mapping[int, Sequence[str]] | None = None,
    ) -> Index:
        """Build an index in memory (the cache stores its :meth:`to_json`).
        ``other_languages`` holds, by record position, names of the record in other
        languages: matched as names, and as words at their own weight."""
        words = words or _default_words()
        abroad = other_languages or {}
        stop = frozenset(words.question_words)
        recs = list(records)
        postings: dict[str, dict[int, int]] = {}
        names: list[list[Any]] = []
        native: dict[str, set[int]] = {}
        """Each word's records, names in other languages left out: a word's rarity is
        counted in the language of the records, so a name abroad changes no ranking
        of an English query."""
        for i, r in enumerate(recs):
            fields = (
                ("title", [r.title, *r.names]),
                ("types", r.types),
                ("cards", r.cards),
                ("text", [r.text]),
                ("other_languages", abroad.get(i, ())),
            )
            for field, texts in fields:
                weight = WEIGHTS[field]
                for text in texts:
                    for token in tokens(text):
                        for word in _SPELLED_OUT.get(token, (token,)):
                            if word in stop:
                                continue
                            slot = postings.setdefault(stem(word), {})
                            slot[i] = max(slot.get(i, 0), weight)
                            if field != "other_languages":
                                native.setdefault(stem(word), set()).add(i)
            names += [[" ".join(tokens(n)), i] for n in r.names]
            names += [[" ".join(tokens(n)), i, 1] for n in abroad.get(i, ())]
        vocab = sorted(postings)
        n = len(recs)
        synonyms: dict[str, list[str]] = {}
        for key, values in words.synonyms.items():
            # "pick", "picks" and "picked" share a stem: their synonyms add up
            alike = synonyms.setdefault(stem(key), [])
            for s in (stem(t) for v in values for t in tokens(v)):
                if s != stem(key) and s not in alike:
                    alike.append(s)
        data = {
            "vocab": vocab,
            "postings": [" ".join(f"{i}.{wt}" for i, wt in postings[w].items()) for w in vocab],
            "idf": [_idf(n, len(native.get(w) or postings[w])) for w in vocab],
            "unknown": round(_log(2 + n), 6),
            "names": names,
            "abroad_only": "".join("0" if w in native else "1" for w in vocab),
            "stop": sorted(stop),
            "synonyms": synonyms,
            "card_words": {k: " ".join(tokens(v)) for k, v in words.card_words.items()},
        }
        return cls(recs, data)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Index:
        """The index from :meth:`to_json`'s mapping; ``ValueError`` if malformed."""
        try:
            if data.get("format") != FORMAT:
                raise TypeError(f"format {data.get('format')!r}, not {FORMAT}")
            # the site's rows stop at the url, the cache's at the cards (their text,
            # url, names and types are read apart, and only for the hits printed):
            # what the ranking needs of them is in the postings
            make = Record._make
            records = [
                make(row if len(row) == 8 else [*row, *_ROW_DEFAULTS[len(row) - 4 :]])
                for row in data["records"]
            ]
            return cls(records, data)
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"malformed index: {exc}") from None

    def _tables(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "tuning": tuning(),
            "vocab": self.vocab,
            "postings": list(self._postings),
            "idf": [float(v) for v in self._idf],
            "unknown": self.unknown,
            "names": [
                [t, r, 1] if a else [t, r]
                for t, r, a in zip(self.name_text, self.name_record, self.name_abroad, strict=True)
            ],
            "abroad_only": self._abroad_only,
            "stop": sorted(self.stop),
            "synonyms": self.synonyms,
            "card_words": {k: " ".join(v) for k, v in self.card_words.items()},
        }

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready mapping of the whole index."""
        return {"records": [list(r) for r in self.records], **self._tables()}

    def ranking_json(self) -> dict[str, Any]:
        """:meth:`to_json` without each record's text, url, names and types (the
        cache keeps those apart, see :func:`kb.search_index.load_ranking`)."""
        rows = [[r.kind, r.id, r.title, r.cards] for r in self.records]
        by_card: dict[str, list[str]] = {}
        for i, record in enumerate(self.records):
            for name in record.cards:
                by_card.setdefault(name, []).append(str(i))
        return {
            "records": rows,
            **self._tables(),
            "name_pairs": self.name_pairs(),
            "by_card": {name: " ".join(recs) for name, recs in by_card.items()},
            "leading": {words: " ".join(map(str, names)) for words, names in self._led().items()},
            "max_name_words": self.max_name_words,
        }

    def site_json(self, snippet: int = 100) -> dict[str, Any]:
        """What the site's script needs: each record as ``[kind, id, title, cards,
        snippet, url]`` (the words a record holds are in the postings already)."""
        rows = [[r.kind, r.id, r.title, r.cards, _snip(r.text, snippet), r.url]
                for r in self.records]  # fmt: skip
        return {"records": rows, **self._tables()}

    def concerning(self, card: str) -> list[int]:
        """The records (by position) whose cards include ``card``."""
        if self._by_card is None:
            self._by_card = {}
            if self._card_text is None:
                for i, record in enumerate(self.records):
                    for name in record.cards:
                        self._by_card.setdefault(name, []).append(i)
        found = self._by_card.get(card)
        if found is None:
            text = "" if self._card_text is None else self._card_text.get(card, "")
            found = self._by_card[card] = _positions(text)
        return found

    def prior(self) -> list[float]:
        """Each record's small head start by kind (a card before a rule of equal score)."""
        if self._prior is None:
            by_kind = {k: _KIND_PRIOR.get(k, 0) * 0.0001 for k in set(self.kinds)}
            self._prior = list(map(by_kind.__getitem__, self.kinds))
        return self._prior

    def sort_key(self, rec: int) -> tuple[str, str]:
        """How records of equal score are ordered: by title, then id."""
        found = self._keys.get(rec)
        if found is None:
            r = self.records[rec]
            found = self._keys[rec] = (r.title.lower(), r.id)
        return found

    def names_led_by(self, words: str) -> list[int]:
        """Names (by position) whose first whole words are ``words``, but that are
        longer: "walled" leads "walled village"."""
        if self._leading is None:
            self._leading = self._led() if self._leading_text is None else {}
        found = self._leading.get(words)
        if found is None:
            text = "" if self._leading_text is None else self._leading_text.get(words, "")
            found = self._leading[words] = _positions(text)
        return found

    def _led(self) -> dict[str, list[int]]:
        """Each run of first whole words of a longer name, and the names it leads."""
        out: dict[str, list[int]] = {}
        for i, name in enumerate(self.name_text):
            parts = name.split()
            for k in range(1, len(parts)):
                out.setdefault(" ".join(parts[:k]), []).append(i)
        return out

    def name_pairs(self) -> dict[str, str]:
        """Each pair of adjacent letters in the names, and the names (by position)
        holding it, as ``"name name ..."``."""
        pairs: dict[str, list[str]] = {}
        for i, name in enumerate(self.name_text):
            for pair in _bigrams(name):
                pairs.setdefault(pair, []).append(str(i))
        return {pair: " ".join(names) for pair, names in sorted(pairs.items())}

    def names_alike(self, window: str, percent: int) -> list[tuple[int, float]]:
        """Names (by position) at least ``percent`` alike to ``window`` (by
        :func:`_close_enough`), with how alike.

        Only names that could be are compared: of a length that allows it, and
        sharing enough pairs of adjacent letters. A common subsequence of length
        ``c`` of ``a`` and ``b`` keeps at least ``3c - 1 - len(a) - len(b)`` of its
        adjacent pairs adjacent in both strings (each letter left out of either breaks
        at most one), so a name sharing fewer pairs cannot reach ``c``.
        """
        if self._name_lengths is None:
            self._name_sizes = list(map(len, self.name_text))
            # each length, in the order they first come; its names found when needed
            self._name_lengths = dict.fromkeys(self._name_sizes)
            if self._pair_text is None:
                self._pair_text = self.name_pairs()
        la = len(window)
        pairs_needed: dict[int, int] = {}
        candidates: list[int] = []
        for lb in self._name_lengths:
            # the shortest common subsequence that is percent alike
            need = -(-percent * (la + lb) // 200)
            if need > min(la, lb):
                continue
            pairs_needed[lb] = 3 * need - 1 - la - lb
            if pairs_needed[lb] <= 0:  # (only for the shortest: every name of the length)
                candidates += self._names_of_length(lb)
        shared: dict[int, int] = {}  # (counted in C, as Counter.update counts)
        table = self._pair_text or {}
        for pair, count in _bigrams(window).items():
            holding = self._name_pairs.get(pair)
            if holding is None:
                holding = _positions(table.get(pair, ""))
                if holding and not 0 <= min(holding) <= max(holding) < len(self.name_text):
                    raise ValueError(f"a pair of letters in no name: {pair!r}")
                self._name_pairs[pair] = holding
            for _ in range(count):
                _count_elements(shared, holding)
        names = self.name_text
        # the names sharing at least the pairs their length needs (when it needs some),
        # in the order counted: compared in C loops (a cold search counts thousands)
        never = 1 << 62
        want = {lb: w if w > 0 else never for lb, w in pairs_needed.items()}
        needed = {lb: want.get(lb, never) for lb in self._name_lengths}
        sharing = list(shared)
        lengths = self._name_sizes
        enough = map(int.__le__, map(needed.__getitem__, map(lengths.__getitem__, sharing)),
                     shared.values())  # fmt: skip
        candidates += compress(sharing, enough)
        out = []
        masks = _letter_masks(window)  # (once: the window is compared with every candidate)
        for i in candidates:
            ok, sim = _close_enough(window, names[i], percent, masks)
            if ok:
                out.append((i, sim))
        return out

    def _names_of_length(self, length: int) -> list[int]:
        """The names (by position, in order) ``length`` letters long (call after
        :meth:`names_alike` has found each name's length)."""
        assert self._name_lengths is not None
        found = self._name_lengths.get(length)
        if found is None:
            sizes = self._name_sizes
            found = self._name_lengths[length] = list(
                compress(range(len(sizes)), map(length.__eq__, sizes))
            )
        return found

    def reads_english(self, stems: Sequence[str]) -> bool:
        """True when every word (a stem) is a word of the records' own language: then a
        name printed in another language matches only when typed whole."""
        for w in stems:
            at = self._at(w)
            if at < 0 or self._abroad_only[at : at + 1] == "1":
                return False
        return True

    def posting(self, word: str) -> list[tuple[int, int]]:
        """The records holding ``word`` (a stem), with its weight in each."""
        found = self._decoded.get(word)
        if found is None:
            at = self._at(word)
            found = _decode_posting(self._postings[at]) if at >= 0 else []
            if found and not 0 <= min(found)[0] <= max(found)[0] < len(self.kinds):
                raise ValueError(f"a posting of no record for {word!r}")
            self._decoded[word] = found
        return found

    def _pool(self, length: int) -> list[str]:
        """Index words whose length allows a similarity of 0.75 with a word of ``length``."""
        if length not in self._pools:
            from math import ceil  # here: only a word no record holds needs it

            lo, hi = ceil(length * 0.6), length * 5 // 3
            self._pools[length] = [w for w in self.vocab if lo <= len(w) <= hi]
        return self._pools[length]

    def matches(self, word: str) -> list[tuple[str, float]]:
        """Index words close to ``word`` (a stem), with a similarity up to 1: the word
        itself when the index has it, else near spellings and longer words it begins;
        then its synonyms."""
        found: dict[str, float] = {}
        if self.holds(word):
            found[word] = 1.0
        else:
            if len(word) >= 4 and word.isalpha():
                percent = 75 if len(word) <= 5 else 80
                from rapidfuzz import fuzz, process  # only for a word no record holds

                pool = self._pool(len(word))
                near = []
                for cand, _, at in process.extract(
                    word, pool, scorer=fuzz.ratio, score_cutoff=percent - 1, limit=None
                ):
                    ok, sim = _close_enough(word, cand, percent)
                    if ok:
                        near.append((-sim, at, cand))
                for neg, _, cand in sorted(near)[:4]:
                    found[cand] = -neg - 0.05
            if len(word) >= 3:
                at = _first_at_least(self.vocab, word)
                for cand in self.vocab[at : at + 20]:
                    if not cand.startswith(word):
                        break
                    found[cand] = max(found.get(cand, 0.0), 0.5 + 0.4 * len(word) / len(cand))
        out = sorted(found.items(), key=lambda kv: -kv[1])[:4]
        base = self.idf(out[0][0]) if out else self.unknown
        for syn in self.synonyms.get(word, []):
            if self.holds(syn) and syn not in found:
                # a common synonym ("other" for "nobody") counts as much as it is rare
                out.append((syn, _SYNONYM * min(1.0, self.idf(syn) / base)))
        return out

    def idf(self, word: str) -> float:
        """How rare ``word`` is: high for a card's name, low for "turn"."""
        at = self._at(word)
        return float(self._idf[at]) if at >= 0 else self.unknown

    def expand(self, words: list[str]) -> list[str]:
        """The query's words with each card word replaced by its card's name
        ("tr" by "throne room"), unless the name is written out already."""
        out: list[str] = []
        for i, w in enumerate(words):
            name = self.card_words.get(w)
            if name is None or words[i : i + len(name)] == name:
                out.append(w)
            else:
                out += name
        return out


def _text_map(found: Any) -> Mapping[str, str] | None:
    """A stored map of texts by text (the cache's own tables); None when it is not one."""
    if isinstance(found, dict) and found and all(type(v) is str for v in found.values()):
        return found
    return None


def _pairs(lines: list[str]) -> Iterator[tuple[str, str]]:
    """The ``key<TAB>value`` lines of a pack's table, as pairs."""
    for line in lines:
        key, tab, value = line.partition("\t")
        if not tab:
            raise ValueError(f"a table line without a tab: {line[:40]!r}")
        yield key, value


def _decode_posting(text: str) -> list[tuple[int, int]]:
    """A word's posting, ``"rec.weight rec.weight ..."``, as (record, weight) pairs
    (decoded by C loops: a common word is held by thousands of records); ValueError
    unless each item is two whole numbers joined by one dot."""
    items = text.split()
    numbers = text.replace(".", " ").split()
    if len(numbers) != 2 * len(items) or set(map(str.count, items, repeat("."))) - {1}:
        raise ValueError("a posting that is not record.weight pairs")
    values = list(map(int, numbers))
    return list(zip(values[::2], values[1::2], strict=True))


class _LazyTable:
    """A pack's table of ``key<TAB>value`` lines (each key once), looked in without
    reading it all: a query asks for a few keys of thousands."""

    def __init__(self, pack: Pack, section: str, escaped: bool = False) -> None:
        self._pack = pack
        self._section = section
        self._escaped = escaped
        self._text: str | None = None
        self._found: dict[str, str] = {}

    def get(self, key: str, default: str) -> str:
        found = self._found.get(key)
        if found is not None:
            return found
        if self._text is None:
            self._text = "\n" + self._pack.text(self._section)  # (each line starts "\n")
        line = key
        if self._escaped:
            from kb.search.pack import one_line_text

            line = one_line_text(key)
        if "\t" in line or "\n" in line:  # no key of the table holds one
            return default
        at = self._text.find(f"\n{line}\t")
        if at < 0:
            return default
        start = at + len(line) + 2
        end = self._text.find("\n", start)
        found = self._found[key] = self._text[start : None if end < 0 else end]
        return found


class _PackRecords(Sequence["Record"]):
    """An index's records read from a pack: each made when first asked for, without
    its text, url, names and types (:func:`record_texts` reads those)."""

    def __init__(self, pack: Pack, kinds: list[str]) -> None:
        self._pack = pack
        self._kinds = kinds
        self._made: list[Record | None] = [None] * len(kinds)
        self._ids: Sequence[str] | None = None
        self._titles: Sequence[str] = []
        self._cards: Sequence[str] = []
        self._at: dict[int, int] = {}
        self._cards_of: dict[int, list[str]] = {}

    def __len__(self) -> int:
        return len(self._kinds)

    def __iter__(self) -> Iterator[Record]:
        return (self[i] for i in range(len(self._kinds)))

    def _columns(self) -> Sequence[str]:
        if self._ids is None:
            ids, titles, cards = (Lines(self._pack, n) for n in ("ids", "titles", "cards"))
            if not len(ids) == len(titles) == len(cards) == len(self._kinds):
                raise ValueError("the tables of records differ in length")
            self._ids, self._titles, self._cards = ids, titles, cards
        return self._ids

    def with_id(self, rid: str) -> list[int]:
        """The records (by position) whose id is ``rid``."""
        from kb.search.pack import one_line_text

        line = one_line_text(rid)
        return [i for i, x in enumerate(self._columns()) if x == line]

    def __getitem__(self, at: int) -> Record:  # type: ignore[override]
        found = self._made[at]
        if found is None:
            from kb.search.pack import from_line

            ids = self._columns()
            found = Record(self._kinds[at], from_line(ids[at]),
                           from_line(self._titles[at]), self.cards_of(at),
                           *_ROW_DEFAULTS)  # fmt: skip
            self._made[at] = found
            self._at[id(found)] = at % len(self._kinds)
        return found

    def cards_of(self, at: int) -> list[str]:
        """The cards of record ``at``, read from its column alone (a query weighs
        hundreds of records and prints a few)."""
        made = self._made[at]
        if made is not None:
            return made.cards
        found = self._cards_of.get(at)
        if found is None:
            from kb.search.pack import from_items

            self._columns()
            found = self._cards_of[at] = from_items(self._cards[at])
        return found

    def position(self, record: Record) -> int:
        """Where ``record`` (one made here) sits."""
        return self._at[id(record)]


def record_texts(pack: Pack, at: int) -> tuple[str, str, list[str], list[str]]:
    """The text, url, names and types of record ``at`` stored in ``pack``
    (:meth:`Index.pack_sections`); ``ValueError`` when they are not what they should be."""
    from kb.search.pack import from_items, from_line

    parts = pack.text(f"text/{at}").split("\t")
    if len(parts) != 4:
        raise ValueError(f"malformed text of record {at}")
    text, url, names, types = parts
    return from_line(text), from_line(url), from_items(names), from_items(types)


def _first_at_least(words: list[str], word: str) -> int:
    """The first position in the sorted ``words`` whose word is not below ``word``
    (``bisect_left``, without importing it)."""
    lo, hi = 0, len(words)
    while lo < hi:
        mid = (lo + hi) // 2
        if words[mid] < word:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _log(x: float) -> float:
    from math import log  # here: only building an index needs it

    return log(x)


def _positions(text: str) -> list[int]:
    """The positions written in ``text`` (``"3 17 40"``)."""
    return list(map(int, text.split()))  # (a C loop)


def _idf(records: int, holding: int) -> float:
    """How rare a word held by ``holding`` of ``records`` records is."""
    return round(_log(1 + (records - holding + 0.5) / (holding + 0.5)), 6)


def tuning() -> dict[str, Any]:
    """The ranking's constants, carried in the index so the site's script uses the
    very values this module does."""
    return {
        "top": _TOP,
        "lex_share": _LEX_SHARE,
        "name_share": _NAME_SHARE,
        "concern_share": _CONCERN_SHARE,
        "synonym": _SYNONYM,
        "leading_words": _LEADING_WORDS,
        "focus": _FOCUS,
        "kind_prior": _KIND_PRIOR,
        "filed": list(_FILED),
        "elsewhere": _ELSEWHERE,
        "miss": MISS_SCORE / 100,
        "max_words": _MAX_WORDS,
    }


def _snip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def _lexical(index: Index, words: list[str]) -> tuple[dict[int, float], list[str]]:
    scores: dict[int, float] = {}
    unknown: list[str] = []
    total = 0.0
    for word in words:
        cands = index.matches(word)
        if not cands:
            unknown.append(word)
        weight = index.idf(cands[0][0]) if cands else index.unknown
        total += weight
        best: dict[int, float] = {}
        get = best.get
        for cand, sim in cands:
            for rec, w in index.posting(cand):
                value = sim * w
                if value > get(rec, 0.0):
                    best[rec] = value
        add = scores.get
        for rec, value in best.items():
            scores[rec] = add(rec, 0.0) + weight * value
    if total:
        for rec in scores:
            scores[rec] = scores[rec] / (total * _TOP)
    return scores, unknown


_LEADING_WORDS = 0.9
"""How a name counts when the query holds its first whole words ("walled" for Walled
Village): below the name itself, above a near spelling of another name."""


def _names(index: Index, words: list[str], content: list[str]) -> tuple[dict[int, float], set[int]]:
    """Records whose name appears in the query: similarity times the share of the query
    it covers, squared (so a name inside a long question counts for less); and the
    records whose name the query holds exactly."""
    scores: dict[int, float] = {}
    exact: set[int] = set()
    if not index.name_text or not content:
        return scores, exact
    words = words[: _MAX_WORDS * 2]
    stems = [stem(w) for w in words]
    wanted = set(content)
    for size in range(1, min(index.max_name_words + 1, 5) + 1):
        for start in range(len(words) - size + 1):
            covered = len(wanted.intersection(stems[start : start + size]))
            window = " ".join(words[start : start + size])
            if not covered or len(window) < 3:
                continue
            part = covered / len(wanted)
            share = part * part
            english = index.reads_english(stems[start : start + size])
            for i, sim in index.names_alike(window, 80):
                if english and sim < 1.0 and index.name_abroad[i]:
                    continue  # "hex" is the word, not a misspelt "Hexe"
                rec = index.name_record[i]
                if sim == 1.0:
                    exact.add(rec)
                value = sim * share
                if value > scores.get(rec, 0.0):
                    scores[rec] = value
            # the first words of a longer name, typed whole, beat a near spelling
            for i in index.names_led_by(window):
                rec = index.name_record[i]
                value = _LEADING_WORDS * share
                if value > scores.get(rec, 0.0):
                    scores[rec] = value
    return scores, exact


def _concerning(index: Index, names: dict[int, float]) -> dict[int, float]:
    """For a query that names cards, how strongly each other record concerns them
    (a ruling filed under Marchland, for "marchland victory points"; a ruling about
    Captain and Mining Village, for "captain plays mining village")."""
    named: dict[str, float] = {}
    kinds = index.kinds  # (a record is made only when its kind is not enough)
    for rec, value in names.items():
        if kinds[rec] == "card":
            title = index.records[rec].title
            named[title] = max(named.get(title, 0.0), value)
    if not named:
        return {}
    out: dict[int, float] = {}
    for i in sorted({i for title in named for i in index.concerning(title)}):
        if kinds[i] != "card":
            cards = index.cards_of(i)
            # a record about two cards the query names (a card pair) counts for both
            value = 0.0
            hits = 0
            for card in cards:
                if card in named:
                    value += named[card]
                    hits += 1
            if value:
                # a record only about the cards named comes before one about more
                out[i] = value + _FOCUS * hits / len(cards)
    return out


def _belongs(index: Index, rec: int, named: set[str]) -> bool:
    """Whether record ``rec`` belongs to the cards a query names exactly: one of those
    cards, a record filed under one (its page), or a record about those cards only."""
    kind = index.kinds[rec]
    if kind == "card":
        return True
    cards = index.cards_of(rec)
    if kind in _FILED and cards[0] in named:
        return True
    return len(cards) > 1 and all(card in named for card in cards)


def answer(index: Index, query: str, kind: str | None = None, limit: int = 5) -> Answer:
    """The best ``limit`` records for ``query``, best first (optionally of one kind),
    and whether they answer it: not when the best scores under :data:`MISS_SCORE` or
    a word of the query is in no record (then the hits are the nearest matches)."""
    text, _ = clean_query(query)
    words = index.expand(tokens(text))
    content = content_words(words, index.stop)
    if not content:
        return Answer([], False, [])
    lexical, unknown = _lexical(index, content)
    names, exact = _names(index, words, content)
    concern = _concerning(index, names)
    records, kinds = index.records, index.kinds
    named = {records[rec].title for rec in exact if kinds[rec] == "card"}
    scored: list[tuple[float, int]] = []
    prior = index.prior()
    for rec in set(lexical) | set(names):
        if kind is not None and kinds[rec] != kind:
            continue
        score = _LEX_SHARE * lexical.get(rec, 0.0) + _NAME_SHARE * names.get(rec, 0.0)
        score += _CONCERN_SHARE * concern.get(rec, 0.0)
        if named and not _belongs(index, rec, named):
            score *= _ELSEWHERE
        score += prior[rec]
        scored.append((-score, rec))
    # best first; equal scores by title, then id (the site's script orders the same)
    top = sorted(scored)[: max(limit, 0)]  # (heapq.nsmallest's answer, without importing it)
    if top:
        tied = [s for s in scored if s[0] == top[-1][0]]
        group = sorted(set(top) | set(tied), key=lambda s: (s[0], index.sort_key(s[1])))
        top = group[: max(limit, 0)]
    hits = [Hit(index.records[r], round(min(-s, 1.0) * 100, 1)) for s, r in top]
    if not scored:
        return Answer(nearest(index, text, kind, limit), False, unknown)
    recorded = bool(top) and -top[0][0] >= MISS_SCORE / 100 and not unknown
    return Answer(hits, recorded, unknown)


def rank(index: Index, query: str, kind: str | None = None, limit: int = 5) -> list[Hit]:
    """The best ``limit`` records for ``query``, best first (optionally of one kind);
    none when no record matches a word of it."""
    found = answer(index, query, kind, limit)
    return found.hits if found.recorded or (found.hits and found.hits[0].score > 0) else []


def nearest(index: Index, query: str, kind: str | None = None, limit: int = 5) -> list[Hit]:
    """When no record matches a word of the query: the names most like the query
    as a whole (at least half alike), as the nearest matches. Their score is 0."""
    text = " ".join(tokens(query))
    if len(text) < 3:
        return []
    best: dict[int, float] = {}
    for name, rec in zip(index.name_text, index.name_record, strict=True):
        if kind is not None and index.records[rec].kind != kind:
            continue
        sim = similarity(text, name)
        if sim >= 0.5 and sim > best.get(rec, 0.0):
            best[rec] = sim
    order = sorted(
        best, key=lambda r: (-best[r], index.records[r].title.lower(), index.records[r].id)
    )
    return [Hit(index.records[r], 0.0) for r in order[: max(limit, 0)]]


def resolve(
    index: Index, name: str, kinds: tuple[str, ...] = ("card", "rule")
) -> tuple[Hit | None, list[Hit]]:
    """The card or rule ``name`` means, typos allowed, else ``(None, closest matches)``.
    The score of an exact match is above 100.

    An exact name, alias or id wins (a card before a rule of the same name). Otherwise
    the best fuzzy match wins when it scores 80 or more and 8 more than the next.
    """
    words = tokens(name)
    query = " ".join([w for w in words if w not in index.stop] or words)
    if not query:
        return None, []
    slug = query.replace(" ", "-")
    exact: dict[int, float] = {}
    of_kind = index.kinds
    named = [rec for text, rec in zip(index.name_text, index.name_record, strict=True)
             if text == query]  # fmt: skip
    if slug:
        names_of = set(index.name_record)
        named += [rec for rec in index.with_id(slug) if rec in names_of]
    for rec in named:
        if of_kind[rec] in kinds:
            exact[rec] = 101.0 - kinds.index(of_kind[rec]) * 0.1
    if exact:  # no fuzzy score reaches an exact one's: rapidfuzz is not needed
        rec, top = min(exact.items(), key=lambda kv: (-kv[1], index.records[kv[0]].title))
        return Hit(index.records[rec], round(top, 1)), []
    from rapidfuzz import fuzz  # here: an exact name must not pay for importing it

    best: dict[int, float] = {}
    for text, rec in zip(index.name_text, index.name_record, strict=True):
        if of_kind[rec] not in kinds:
            continue
        score = fuzz.ratio(query, text)
        if 4 <= len(query) < len(text):
            score = max(score, 0.85 * fuzz.partial_ratio(query, text))
        best[rec] = max(best.get(rec, 0.0), score)
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], index.records[kv[0]].title))
    if not ranked:
        return None, []
    top = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    if top > 100 or (top >= 80 and top - second >= 8):
        return Hit(index.records[ranked[0][0]], round(top, 1)), []
    close = [Hit(index.records[r], round(s, 1)) for r, s in ranked[:5] if s >= max(50, top - 25)]
    return None, close
