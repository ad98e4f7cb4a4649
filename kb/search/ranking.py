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

import heapq
import math
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
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

_WORD = re.compile(r"[^\W_]+")
_APOSTROPHE = re.compile(r"['’](s\b)?")

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


_ROW_DEFAULTS: tuple[Any, ...] = ("", "", [], [])
"""A record's text, url, names and types when its row leaves them out."""


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


def normalise(text: str) -> str:
    """Lower-case text without accents, apostrophes or control characters."""
    text = _APOSTROPHE.sub("", text)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(
        " " if unicodedata.category(ch)[0] == "C" else ch
        for ch in decomposed
        if not unicodedata.combining(ch)
    ).lower()


def tokens(text: str) -> list[str]:
    """The words of ``text``, normalised: ``"Walled Village's"`` gives two words."""
    return _WORD.findall(normalise(text))


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


def clean_query(query: str) -> tuple[str, bool]:
    """The query cut to :data:`MAX_QUERY_CHARS`, without control or format characters
    or unpaired surrogates, and whether it had to be cut."""
    cut = len(query) > MAX_QUERY_CHARS
    text = query[:MAX_QUERY_CHARS]
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
    masks: dict[str, int] = {}
    for i, ch in enumerate(a):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    get = masks.get
    for ch in b:
        u = v & get(ch, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def similarity(a: str, b: str) -> float:
    """How alike two strings are, from 0 to 1: twice their longest common subsequence
    over their total length (the site's script works it out the same way)."""
    total = len(a) + len(b)
    return 2 * lcs(a, b) / total if total else 1.0


def _close_enough(a: str, b: str, percent: int) -> tuple[bool, float]:
    """Whether ``a`` and ``b`` are at least ``percent`` alike, in whole numbers; and how alike."""
    common = lcs(a, b)
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
        self.records = records
        self.vocab: list[str] = list(data["vocab"])
        """Every indexed word (a stem), sorted."""
        self.postings: dict[str, str] = dict(zip(self.vocab, data["postings"], strict=True))
        """Each word's records and weights, encoded as ``"record.weight ..."``."""
        self.idf_of: dict[str, float] = dict(zip(self.vocab, data["idf"], strict=True))
        self.unknown = float(data["unknown"])
        self.name_text = [str(n[0]) for n in data["names"]]
        self.name_record = [int(n[1]) for n in data["names"]]
        self.name_abroad = [len(n) > 2 and bool(n[2]) for n in data["names"]]
        """Whether each name is one printed in another language."""
        mask = str(data.get("abroad_only", ""))
        self.abroad_only = frozenset(w for w, m in zip(self.vocab, mask, strict=False) if m == "1")
        """Index words found only in names printed in other languages (in the JSON, one
        character per word of ``vocab``: ``1`` for such a word)."""
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
        self._decoded: dict[str, list[tuple[int, int]]] = {}
        self._leading: dict[str, list[int]] | None = None
        self._by_card: dict[str, list[int]] | None = None
        self._keys: list[tuple[str, str]] | None = None
        self._prior: list[float] | None = None
        self._pools: dict[int, list[str]] = {}
        self._pair_text: dict[str, str] = data.get("name_pairs") or {}
        """Each pair of adjacent letters, and the names holding it (as in the postings,
        ``"name name ..."``): stored by the cache, else worked out when first needed."""
        self._name_pairs: dict[str, list[int]] = {}
        self._name_lengths: dict[int, list[int]] | None = None
        self._card_text: dict[str, str] = _text_map(data.get("by_card"))
        """Each card, and the records (by position) whose cards include it, as
        ``"record record ..."``: stored by the cache, else worked out when first needed."""
        self._leading_text: dict[str, str] = _text_map(data.get("leading"))
        """The first whole words of longer names, and those names (by position), as
        ``"name name ..."``: stored by the cache, else worked out when first needed."""

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
            "unknown": round(math.log(2 + n), 6),
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
            "postings": [self.postings[w] for w in self.vocab],
            "idf": [self.idf_of[w] for w in self.vocab],
            "unknown": self.unknown,
            "names": [
                [t, r, 1] if a else [t, r]
                for t, r, a in zip(self.name_text, self.name_record, self.name_abroad, strict=True)
            ],
            "abroad_only": "".join("1" if w in self.abroad_only else "0" for w in self.vocab),
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
            if not self._card_text:
                for i, record in enumerate(self.records):
                    for name in record.cards:
                        self._by_card.setdefault(name, []).append(i)
        found = self._by_card.get(card)
        if found is None:
            found = self._by_card[card] = _positions(self._card_text.get(card, ""))
        return found

    def prior(self) -> list[float]:
        """Each record's small head start by kind (a card before a rule of equal score)."""
        if self._prior is None:
            self._prior = [_KIND_PRIOR.get(r.kind, 0) * 0.0001 for r in self.records]
        return self._prior

    def sort_key(self, rec: int) -> tuple[str, str]:
        """How records of equal score are ordered: by title, then id."""
        if self._keys is None:
            self._keys = [(r.title.lower(), r.id) for r in self.records]
        return self._keys[rec]

    def names_led_by(self, words: str) -> list[int]:
        """Names (by position) whose first whole words are ``words``, but that are
        longer: "walled" leads "walled village"."""
        if self._leading is None:
            self._leading = {} if self._leading_text else self._led()
        found = self._leading.get(words)
        if found is None:
            found = self._leading[words] = _positions(self._leading_text.get(words, ""))
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
            self._name_lengths = {}
            for i, name in enumerate(self.name_text):
                self._name_lengths.setdefault(len(name), []).append(i)
            if not self._pair_text:
                self._pair_text = self.name_pairs()
        la = len(window)
        pairs_needed: dict[int, int] = {}
        candidates: list[int] = []
        for lb, of_length in self._name_lengths.items():
            # the shortest common subsequence that is percent alike
            need = -(-percent * (la + lb) // 200)
            if need > min(la, lb):
                continue
            pairs_needed[lb] = 3 * need - 1 - la - lb
            if pairs_needed[lb] <= 0:
                candidates += of_length
        shared: dict[int, int] = {}
        get = shared.get
        for pair, count in _bigrams(window).items():
            holding = self._name_pairs.get(pair)
            if holding is None:
                holding = [int(i) for i in self._pair_text.get(pair, "").split()]
                self._name_pairs[pair] = holding
            for i in holding:
                shared[i] = get(i, 0) + count
        names = self.name_text
        for i, count in shared.items():
            wanted = pairs_needed.get(len(names[i]))
            if wanted is not None and 0 < wanted <= count:
                candidates.append(i)
        out = []
        for i in candidates:
            ok, sim = _close_enough(window, names[i], percent)
            if ok:
                out.append((i, sim))
        return out

    def reads_english(self, stems: Sequence[str]) -> bool:
        """True when every word (a stem) is a word of the records' own language: then a
        name printed in another language matches only when typed whole."""
        return all(w in self.postings and w not in self.abroad_only for w in stems)

    def posting(self, word: str) -> list[tuple[int, int]]:
        """The records holding ``word`` (a stem), with its weight in each."""
        found = self._decoded.get(word)
        if found is None:
            found = []
            for item in self.postings.get(word, "").split():
                rec, _, weight = item.partition(".")
                found.append((int(rec), int(weight)))
            self._decoded[word] = found
        return found

    def _pool(self, length: int) -> list[str]:
        """Index words whose length allows a similarity of 0.75 with a word of ``length``."""
        if length not in self._pools:
            lo, hi = math.ceil(length * 0.6), length * 5 // 3
            self._pools[length] = [w for w in self.vocab if lo <= len(w) <= hi]
        return self._pools[length]

    def matches(self, word: str) -> list[tuple[str, float]]:
        """Index words close to ``word`` (a stem), with a similarity up to 1: the word
        itself when the index has it, else near spellings and longer words it begins;
        then its synonyms."""
        found: dict[str, float] = {}
        if word in self.postings:
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
                at = bisect_left(self.vocab, word)
                for cand in self.vocab[at : at + 20]:
                    if not cand.startswith(word):
                        break
                    found[cand] = max(found.get(cand, 0.0), 0.5 + 0.4 * len(word) / len(cand))
        out = sorted(found.items(), key=lambda kv: -kv[1])[:4]
        base = self.idf(out[0][0]) if out else self.unknown
        for syn in self.synonyms.get(word, []):
            if syn in self.postings and syn not in found:
                # a common synonym ("other" for "nobody") counts as much as it is rare
                out.append((syn, _SYNONYM * min(1.0, self.idf(syn) / base)))
        return out

    def idf(self, word: str) -> float:
        """How rare ``word`` is: high for a card's name, low for "turn"."""
        return self.idf_of.get(word, self.unknown)

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


def _text_map(found: Any) -> dict[str, str]:
    """A stored map of texts by text (the cache's own tables); empty when it is not one."""
    if isinstance(found, dict) and all(type(v) is str for v in found.values()):
        return found
    return {}


def _positions(text: str) -> list[int]:
    """The positions written in ``text`` (``"3 17 40"``)."""
    return [int(i) for i in text.split()]


def _idf(records: int, holding: int) -> float:
    """How rare a word held by ``holding`` of ``records`` records is."""
    return round(math.log(1 + (records - holding + 0.5) / (holding + 0.5)), 6)


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
    for rec, value in names.items():
        if index.records[rec].kind == "card":
            title = index.records[rec].title
            named[title] = max(named.get(title, 0.0), value)
    if not named:
        return {}
    out: dict[int, float] = {}
    for i in sorted({i for title in named for i in index.concerning(title)}):
        record = index.records[i]
        if record.kind != "card":
            # a record about two cards the query names (a card pair) counts for both
            value = 0.0
            hits = 0
            for card in record.cards:
                if card in named:
                    value += named[card]
                    hits += 1
            if value:
                # a record only about the cards named comes before one about more
                out[i] = value + _FOCUS * hits / len(record.cards)
    return out


def _belongs(record: Record, named: set[str]) -> bool:
    """Whether a record belongs to the cards a query names exactly: one of those cards,
    a record filed under one (its page), or a record about those cards only."""
    if record.kind == "card" or (record.kind in _FILED and record.cards[0] in named):
        return True
    return len(record.cards) > 1 and all(card in named for card in record.cards)


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
    records = index.records
    named = {records[rec].title for rec in exact if records[rec].kind == "card"}
    scored: list[tuple[float, int]] = []
    prior = index.prior()
    for rec in set(lexical) | set(names):
        if kind is not None and records[rec].kind != kind:
            continue
        score = _LEX_SHARE * lexical.get(rec, 0.0) + _NAME_SHARE * names.get(rec, 0.0)
        score += _CONCERN_SHARE * concern.get(rec, 0.0)
        if named and not _belongs(records[rec], named):
            score *= _ELSEWHERE
        score += prior[rec]
        scored.append((-score, rec))
    # best first; equal scores by title, then id (the site's script orders the same)
    top = heapq.nsmallest(max(limit, 0), scored)
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
    for text, rec in zip(index.name_text, index.name_record, strict=True):
        record = index.records[rec]
        if record.kind in kinds and (text == query or record.id == slug):
            exact[rec] = 101.0 - kinds.index(record.kind) * 0.1
    if exact:  # no fuzzy score reaches an exact one's: rapidfuzz is not needed
        rec, top = min(exact.items(), key=lambda kv: (-kv[1], index.records[kv[0]].title))
        return Hit(index.records[rec], round(top, 1)), []
    from rapidfuzz import fuzz  # here: an exact name must not pay for importing it

    best: dict[int, float] = {}
    for text, rec in zip(index.name_text, index.name_record, strict=True):
        record = index.records[rec]
        if record.kind not in kinds:
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
