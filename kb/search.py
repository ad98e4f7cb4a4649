"""Ranking records against a player's words, typos allowed.

Each query word is matched, with rapidfuzz, to the words of the index; a record
scores by where its matched words sit (title and names first, then types and the
cards it concerns, then its text), weighted by how rare each word is. A card or
rule whose name appears in the query, even misspelled, gets a boost.

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

import math
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from rapidfuzz import fuzz, process

__all__ = [
    "MAX_QUERY_CHARS",
    "Hit",
    "Index",
    "Record",
    "clean_query",
    "content_words",
    "rank",
    "resolve",
    "stem",
    "tokens",
]

MAX_QUERY_CHARS = 300
"""Only this much of a query is read; nobody types more at the table."""

WEIGHTS = {"title": 3, "types": 2, "cards": 2, "text": 1}
"""How much a word counts by where it sits in a record."""

_TOP = max(WEIGHTS.values())
_MAX_WORDS = 24
_NAME_CUTOFF = 80.0
_LEX_SHARE = 0.7
_CONCERN_SHARE = 0.1
_KIND_PRIOR = {"card": 4, "rule": 3, "ruling": 2, "timing_note": 1}

_WORD = re.compile(r"[^\W_]+")
_APOSTROPHE = re.compile(r"['’](s\b)?")

# fmt: off
STOP_WORDS = frozenset((
    "a", "an", "the", "and", "or", "but", "if", "then", "else", "of", "to", "in", "on", "at",
    "by", "for", "from", "with", "without", "into", "onto", "is", "are", "was", "were", "be",
    "been", "being", "am", "do", "does", "did", "doing", "done", "can", "could", "should",
    "would", "will", "shall", "may", "might", "must", "i", "you", "he", "she", "it", "we",
    "they", "me", "my", "your", "his", "her", "its", "our", "their", "them", "us", "this",
    "that", "these", "those", "what", "which", "who", "whom", "whose", "when", "where", "why",
    "how", "there", "here", "so", "as", "than", "too", "very", "just", "about", "also", "any",
    "some", "such", "only", "own", "same", "again", "ever", "still", "yet", "doesnt", "dont",
    "isnt", "cant", "wont", "didnt", "arent", "happen", "happens", "work", "works", "get",
    "gets", "got", "mean", "means", "question", "rule", "rules", "ruling", "rulings", "card",
    "cards"
))
# fmt: on
"""Words that say little about which record answers a question."""

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


def normalise(text: str) -> str:
    """Lower-case text without accents, apostrophes or control characters."""
    text = _APOSTROPHE.sub("", text)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(
        " " if unicodedata.category(ch)[0] == "C" else ch
        for ch in decomposed
        if not unicodedata.combining(ch)
    ).casefold()


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


def content_words(words: Sequence[str]) -> list[str]:
    """The stems of the words that matter: stop words and stray letters dropped."""
    kept = [w for w in words if w not in STOP_WORDS and (len(w) > 1 or w.isdigit())]
    out: list[str] = []
    for w in kept or list(words):
        s = stem(w)
        if s not in out:
            out.append(s)
    return out[:_MAX_WORDS]


class Index:
    """Records, the words they hold (with where they sit), and the names to match."""

    def __init__(
        self, records: list[Record], postings: dict[str, str], names: list[list[Any]]
    ) -> None:
        self.records = records
        self.postings = postings
        """Each word's records and weights, encoded as ``"record.weight ..."``."""
        self.name_text = [str(n[0]) for n in names]
        self.name_record = [int(n[1]) for n in names]
        self.max_name_words = max((len(n.split()) for n in self.name_text), default=1)
        self._decoded: dict[str, list[tuple[int, int]]] = {}
        self._leading: dict[str, list[int]] | None = None
        self._vocab: list[str] | None = None
        self._pools: dict[int, list[str]] = {}

    @classmethod
    def from_records(cls, records: Iterable[Record]) -> Index:
        """Build an index in memory (the cache stores its :meth:`to_json`)."""
        recs = list(records)
        postings: dict[str, dict[int, int]] = {}
        names: list[list[Any]] = []
        for i, r in enumerate(recs):
            fields = (
                ("title", [r.title, *r.names]),
                ("types", r.types),
                ("cards", r.cards),
                ("text", [r.text]),
            )
            for field, texts in fields:
                weight = WEIGHTS[field]
                for text in texts:
                    for token in tokens(text):
                        for word in _SPELLED_OUT.get(token, (token,)):
                            if word in STOP_WORDS:
                                continue
                            slot = postings.setdefault(stem(word), {})
                            slot[i] = max(slot.get(i, 0), weight)
            names += [[" ".join(tokens(n)), i] for n in r.names]
        encoded = {
            w: " ".join(f"{i}.{wt}" for i, wt in slot.items()) for w, slot in postings.items()
        }
        return cls(recs, encoded, names)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Index:
        """The index from :meth:`to_json`'s mapping; ``ValueError`` if malformed."""
        try:
            records = [Record(*row) for row in data["records"]]
            postings = data["postings"]
            names = data["names"]
            if not isinstance(postings, dict) or not isinstance(names, list):
                raise TypeError("postings or names")
            return cls(records, postings, names)
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed index: {exc}") from None

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready mapping of the whole index."""
        names = [[t, r] for t, r in zip(self.name_text, self.name_record, strict=True)]
        return {
            "records": [list(r) for r in self.records],
            "postings": self.postings,
            "names": names,
        }

    def names_led_by(self, words: str) -> list[int]:
        """Names (by position) whose first whole words are ``words``, but that are
        longer: "walled" leads "walled village"."""
        if self._leading is None:
            self._leading = {}
            for i, name in enumerate(self.name_text):
                parts = name.split()
                for k in range(1, len(parts)):
                    self._leading.setdefault(" ".join(parts[:k]), []).append(i)
        return self._leading.get(words, [])

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
        """Index words whose length allows a ratio of 75 with a word of ``length``."""
        if length not in self._pools:
            lo, hi = math.ceil(length * 0.6), length * 5 // 3
            self._pools[length] = [w for w in self.postings if lo <= len(w) <= hi]
        return self._pools[length]

    def matches(self, word: str) -> list[tuple[str, float]]:
        """Index words close to ``word`` (a stem), with a similarity up to 1: the word
        itself when the index has it, else near spellings and longer words it begins."""
        if word in self.postings:
            return [(word, 1.0)]
        found: dict[str, float] = {}
        if len(word) >= 4 and word.isalpha():
            cutoff = 75.0 if len(word) <= 5 else 80.0
            for cand, ratio, _ in process.extract(
                word, self._pool(len(word)), scorer=fuzz.ratio, score_cutoff=cutoff, limit=4
            ):
                found[cand] = ratio / 100 - 0.05
        if len(word) >= 3:
            if self._vocab is None:
                self._vocab = sorted(self.postings)
            at = bisect_left(self._vocab, word)
            for cand in self._vocab[at : at + 20]:
                if not cand.startswith(word):
                    break
                found[cand] = max(found.get(cand, 0.0), 0.5 + 0.4 * len(word) / len(cand))
        return sorted(found.items(), key=lambda kv: -kv[1])[:4]

    def idf(self, word: str) -> float:
        """How rare ``word`` is: high for a card's name, low for "turn"."""
        n = len(self.records)
        df = self.postings[word].count(" ") + 1 if word in self.postings else 0
        return math.log(1 + (n - df + 0.5) / (df + 0.5))


def _lexical(index: Index, words: list[str]) -> dict[int, float]:
    scores: dict[int, float] = {}
    total = 0.0
    unknown = math.log(2 + len(index.records))
    for word in words:
        cands = index.matches(word)
        weight = max((index.idf(c) for c, _ in cands[:1]), default=unknown)
        total += weight
        best: dict[int, float] = {}
        for cand, sim in cands:
            for rec, w in index.posting(cand):
                value = sim * w
                if value > best.get(rec, 0.0):
                    best[rec] = value
        for rec, value in best.items():
            scores[rec] = scores.get(rec, 0.0) + weight * value
    if total:
        for rec in scores:
            scores[rec] /= total * _TOP
    return scores


_LEADING_WORDS = 0.9
"""How a name counts when the query holds its first whole words ("walled" for Walled
Village): below the name itself, above a near spelling of another name."""


def _names(index: Index, words: list[str], content: list[str]) -> dict[int, float]:
    """Records whose name appears in the query: similarity times the share of the query
    it covers, squared (so a name inside a long question counts for less)."""
    scores: dict[int, float] = {}
    if not index.name_text or not content:
        return scores
    words = words[: _MAX_WORDS * 2]
    stems = [stem(w) for w in words]
    wanted = set(content)
    for size in range(1, min(index.max_name_words + 1, 5) + 1):
        for start in range(len(words) - size + 1):
            covered = len(wanted.intersection(stems[start : start + size]))
            window = " ".join(words[start : start + size])
            if not covered or len(window) < 3:
                continue
            share = (covered / len(wanted)) ** 2
            for _, ratio, i in process.extract(
                window, index.name_text, scorer=fuzz.ratio, score_cutoff=_NAME_CUTOFF, limit=None
            ):
                rec = index.name_record[i]
                value = ratio / 100 * share
                if value > scores.get(rec, 0.0):
                    scores[rec] = value
            # the first words of a longer name, typed whole, beat a near spelling
            for i in index.names_led_by(window):
                rec = index.name_record[i]
                value = _LEADING_WORDS * share
                if value > scores.get(rec, 0.0):
                    scores[rec] = value
    return scores


def _concerning(index: Index, names: dict[int, float]) -> dict[int, float]:
    """For a query that names cards, how strongly each other record concerns them
    (a ruling filed under Marchland, for "marchland victory points"; a ruling about
    Captain and Mining Village, for "captain plays mining village")."""
    named = {
        index.records[rec].title: value
        for rec, value in names.items()
        if index.records[rec].kind == "card"
    }
    if not named:
        return {}
    out: dict[int, float] = {}
    for i, record in enumerate(index.records):
        if record.kind != "card":
            # a record about two cards the query names (a card pair) counts for both
            value = sum(named.get(card, 0.0) for card in set(record.cards))
            if value:
                out[i] = value
    return out


def rank(index: Index, query: str, kind: str | None = None, limit: int = 5) -> list[Hit]:
    """The best ``limit`` records for ``query``, best first (optionally of one kind)."""
    text, _ = clean_query(query)
    words = tokens(text)
    content = content_words(words)
    if not content:
        return []
    lexical = _lexical(index, content)
    names = _names(index, words, content)
    concern = _concerning(index, names)
    scored: list[tuple[float, str, str, Record]] = []
    for rec in set(lexical) | set(names):
        record = index.records[rec]
        if kind is not None and record.kind != kind:
            continue
        score = _LEX_SHARE * lexical.get(rec, 0.0) + (1 - _LEX_SHARE) * names.get(rec, 0.0)
        score += _CONCERN_SHARE * concern.get(rec, 0.0)
        score += _KIND_PRIOR.get(record.kind, 0) * 1e-4
        scored.append((-score, record.title.casefold(), record.id, record))
    scored.sort(key=lambda s: s[:3])
    return [Hit(r, round(min(-s, 1.0) * 100, 1)) for s, _, _, r in scored[: max(limit, 0)]]


def resolve(
    index: Index, name: str, kinds: tuple[str, ...] = ("card", "rule")
) -> tuple[Hit | None, list[Hit]]:
    """The card or rule ``name`` means, typos allowed, else ``(None, closest matches)``.
    The score of an exact match is above 100.

    An exact name, alias or id wins (a card before a rule of the same name). Otherwise
    the best fuzzy match wins when it scores 80 or more and 8 more than the next.
    """
    words = tokens(name)
    query = " ".join([w for w in words if w not in STOP_WORDS] or words)
    if not query:
        return None, []
    best: dict[int, float] = {}
    for text, rec in zip(index.name_text, index.name_record, strict=True):
        record = index.records[rec]
        if record.kind not in kinds:
            continue
        if text == query or record.id == query.replace(" ", "-"):
            score = 101.0 - kinds.index(record.kind) * 0.1
        else:
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
