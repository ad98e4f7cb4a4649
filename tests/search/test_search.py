"""The search index and its ranking: words, names, the cache and its key."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kb.search.index import DataErrors, data_key, load_details, load_index
from kb.search.ranking import Index, Record, clean_query, content_words, rank, resolve, stem, tokens
from kb.urls import record_url

FIXTURE = Path(__file__).parents[1] / "fixtures" / "search"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of the fixture data, with its own cache folder."""
    root = tmp_path / "data"
    shutil.copytree(FIXTURE, root)
    monkeypatch.setenv("DKB_INDEX_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    return root


def ids(index: Index, query: str, **kw: object) -> list[str]:
    return [h.record.id for h in rank(index, query, **kw)]  # type: ignore[arg-type]


def test_words_are_normalised_and_stemmed() -> None:
    assert tokens("Walled Village's +2 Actions—ÉLAN") == [
        "walled",
        "village",
        "2",
        "actions",
        "elan",
    ]
    assert [stem(w) for w in ("gains", "gained", "gaining", "gain")] == ["gain"] * 4
    assert content_words(tokens("does the Black Market use a Buy?")) == [
        "black",
        "market",
        "us",
        "buy",
    ]
    assert content_words(tokens("the")) == ["th"]  # only stop words: keep them


def test_clean_query_cuts_and_drops_control_characters() -> None:
    text, cut = clean_query("wall\x1b[31med\x00 village\u200b")
    assert "\x1b" not in text and "\x00" not in text and not cut
    text, cut = clean_query("village " * 20_000)
    assert cut and len(text) <= 300


def test_names_first_then_text(data: Path) -> None:
    index = load_index(data)
    assert ids(index, "black market")[0] == "black-market"
    assert ids(index, "walld vilage")[0] == "walled-village"
    assert ids(index, "does black market use a buy")[0] == "black-market-buy-does-not-use-a-buy"
    assert ids(index, "village", kind="card")[:1] == ["village"]


def test_kind_and_limit(data: Path) -> None:
    index = load_index(data)
    hits = rank(index, "black market", kind="ruling", limit=2)
    assert len(hits) == 2 and {h.record.kind for h in hits} == {"ruling"}
    assert all(0 < h.score <= 100 for h in hits)
    assert rank(index, "qqqzzzx") == [] and rank(index, "!!!") == []


def test_resolve_names(data: Path) -> None:
    index = load_index(data)
    for name, want in [("prince", "prince"), ("prnce", "prince"), ("walled", "walled-village"),
                       ("GAINING", "gain"), ("throne-room", "throne-room")]:  # fmt: skip
        hit, _ = resolve(index, name)
        assert hit is not None and hit.record.id == want, name
    hit, close = resolve(index, "sauna avanto")
    assert hit is None and {h.record.id for h in close} >= {"sauna", "avanto"}
    assert resolve(index, "xyzzy qqq") == (None, [])


def test_record_urls() -> None:
    assert record_url("card", "walled-village") == "cards/walled-village.html"
    assert record_url("rule", "gain") == "rules/gain.html"
    assert record_url("clause", "gain-from-trash", "gain") == "rules/gain.html#gain-from-trash"
    assert record_url("rule", "gain-from-trash", "gain") == "rules/gain.html#gain-from-trash"
    assert record_url("ruling", "r", "prince") == "cards/prince.html#r"
    assert record_url("gain_source", "g", "stash") == "cards/stash.html#g"
    assert record_url("accessibility_note", "n", "stash") == "cards/stash.html#n"
    assert record_url("timing_note", "prince-and-summon") == "timing.html#prince-and-summon"
    with pytest.raises(ValueError):
        record_url("ruling", "orphan")


def test_index_urls_follow_the_scheme(data: Path) -> None:
    urls = {r.id: r.url for r in load_index(data).records}
    assert urls["black-market-buy-does-not-use-a-buy"].startswith("cards/black-market.html#")
    assert urls["gain-from-trash"] == "rules/gain.html#gain-from-trash"
    assert urls["stash-accessibility"] == "cards/stash.html#stash-accessibility"
    assert urls["dismantle-gains"] == "cards/dismantle.html#dismantle-gains"
    assert urls["prince-and-summon"] == "timing.html#prince-and-summon"


def test_cache_is_written_then_used(data: Path, tmp_path: Path) -> None:
    load_index(data)
    files = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert [f.split("-")[0] for f in files] == ["index", "parsed"]
    code = (
        "import sys; from pathlib import Path; from kb.search.index import load_index;"
        f"load_index(Path({str(data)!r}));"
        "print(sorted(m for m in ('pydantic', 'yaml', 'kb.loader', 'kb.models')"
        " if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", "a fresh cache must not need the loader"


def test_editing_data_rebuilds(data: Path) -> None:
    key = data_key(data)
    assert "zanzibar" not in ids(load_index(data), "zanzibar")
    card = data / "cards" / "smithy.yaml"
    card.write_text(card.read_text().replace("+3 Cards.", "+3 Cards. Zanzibar."))
    assert data_key(data) != key
    assert ids(load_index(data), "zanzibar") == ["smithy"]


def test_corrupt_cache_is_rebuilt_silently(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    load_index(data)
    for f in (tmp_path / "cache").iterdir():
        raw = f.read_bytes()
        f.write_bytes(raw[: len(raw) // 2])
    assert ids(load_index(data), "black market")[0] == "black-market"
    assert "prince" in load_details(data)[1].cards
    for garbage in (b"", b"\x00\xff", b'{"key": 1}\n[]', b"null\nnull"):
        for f in (tmp_path / "cache").iterdir():
            f.write_bytes(garbage)
        assert ids(load_index(data), "prince")[0] == "prince"
    assert capsys.readouterr() == ("", "")


def test_unwritable_cache_still_answers(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = data / "sources.yaml"  # a file, so no folder can be made under it
    monkeypatch.setenv("DKB_INDEX_DIR", str(blocker / "cache"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker / "xdg"))
    assert ids(load_index(data), "prince")[0] == "prince"


def test_failed_write_leaves_no_temporary_file(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(src: str, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    assert ids(load_index(data), "prince")[0] == "prince"
    assert list((tmp_path / "cache").iterdir()) == []


def test_data_errors_are_reported(data: Path) -> None:
    card = data / "cards" / "smithy.yaml"
    card.write_text(card.read_text() + "colour: blue\n")
    with pytest.raises(DataErrors) as exc:
        load_index(data)
    assert any("smithy.yaml" in line and "colour" in line for line in exc.value.lines)


def test_search_exits_2_on_data_errors(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from kb.cli.search import search, show

    card = data / "cards" / "smithy.yaml"
    card.write_text(card.read_text() + "colour: blue\n")
    assert search("smithy", data_dir=data) == 2
    assert show("smithy", data_dir=data) == 2
    err = capsys.readouterr().err
    assert "smithy.yaml:" in err and "colour" in err and "Traceback" not in err


def test_index_round_trips_through_json() -> None:
    recs = [Record("card", "a", "Alpha Beta", ["Alpha Beta"], "Text.", "cards/a/", ["Alpha Beta"],
                   ["Action"])]  # fmt: skip
    index = Index.from_records(recs)
    again = Index.from_json(index.to_json())
    assert again.records == index.records and ids(again, "alpah") == ["a"]
    with pytest.raises(ValueError):
        Index.from_json({"records": [[1]]})


QUERIES = ["black market", "blak markt", "prince", "walled", "does prince use a buy",
           "xyzzy", "gain from trash", "vp", "a", "smithy cards", "pr", "mark"]  # fmt: skip


def test_the_pack_answers_as_the_index_built_in_memory(data: Path, tmp_path: Path) -> None:
    from kb.loader import load
    from kb.search.index import build_index, search_words
    from kb.search.pack import open_pack, write_pack_file

    kb = load(data)
    built = build_index(kb)
    assert search_words(kb).card_words is not None
    path = str(tmp_path / "i.pack")
    write_pack_file(path, "k", built.pack_sections())
    pack = open_pack(path, "k")
    assert pack is not None
    read = Index.from_pack(pack)
    assert len(read.records) == len(built.records) and list(read.kinds) == list(built.kinds)
    assert [(r.kind, r.id, r.title, r.cards) for r in read.records] == [
        (r.kind, r.id, r.title, r.cards) for r in built.records
    ]
    assert read.vocab == built.vocab and read.idf_of == built.idf_of
    assert read.name_text == built.name_text and read.stop == built.stop
    for query in QUERIES:
        for kind in (None, "card", "ruling"):
            want = rank(built, query, kind=kind, limit=8)  # type: ignore[arg-type]
            got = rank(read, query, kind=kind, limit=8)  # type: ignore[arg-type]
            assert [(h.record.id, h.score) for h in got] == [
                (h.record.id, h.score) for h in want
            ], query
        found, close = resolve(read, query)
        want_found, want_close = resolve(built, query)
        assert (found and (found.record.id, found.score)) == (
            want_found and (want_found.record.id, want_found.score)
        ), query
        assert [(h.record.id, h.score) for h in close] == [
            (h.record.id, h.score) for h in want_close
        ], query


def test_lcs_is_rapidfuzz_longest_common_subsequence() -> None:
    from rapidfuzz.distance import LCSseq

    from kb.search.ranking import lcs

    rng = random.Random(13)
    for _ in range(3000):
        a = "".join(rng.choice("abcde ") for _ in range(rng.randint(0, 14)))
        b = "".join(rng.choice("abcde ") for _ in range(rng.randint(0, 14)))
        assert lcs(a, b) == LCSseq.similarity(a, b), (a, b)


def test_names_alike_finds_every_name_the_full_comparison_finds(data: Path) -> None:
    """The length and letter-pair filter never drops a name that is alike enough."""
    from kb.search.ranking import _close_enough

    full = load_index(data)
    for index in (full, Index.from_records(full.records)):  # pairs cached and worked out
        rng = random.Random(7)
        names = index.name_text
        windows = ["abc", "ac", "bla", "black market", "walld vilage", "gold"]
        for _ in range(400):
            word = list(rng.choice(names))
            for _ in range(rng.randint(0, 3)):
                at = rng.randrange(len(word) + 1)
                word.insert(at, rng.choice("abcdefghilmnorstuvw "))
                if len(word) > 3:
                    del word[rng.randrange(len(word))]
            windows.append("".join(word))
        for window in windows:
            expected = []
            for i, name in enumerate(names):
                ok, sim = _close_enough(window, name, 80)
                if ok:
                    expected.append((i, sim))
            assert sorted(index.names_alike(window, 80)) == expected, window


def test_lines_reads_each_line_as_splitting_the_section_does(tmp_path: Path) -> None:
    from kb.search.pack import LINES_PER_PART, Lines, in_parts, open_pack, write_pack_file

    rng = random.Random(5)
    texts = ["", "a", "\n", "a\n", "\na", "é\n\nü", "\n" * LINES_PER_PART]
    texts += ["".join(rng.choice("ab\né ") for _ in range(rng.randint(0, 30))) for _ in range(200)]
    texts += ["\n".join(map(str, range(n))) for n in (127, 128, 129, 300)]
    path = str(tmp_path / "l.pack")
    for text in texts:
        write_pack_file(path, "k", {"t": text, **in_parts("t", text)})
        pack = open_pack(path, "k")
        assert pack is not None
        lines = Lines(pack, "t")
        assert list(lines) == pack.lines("t") and len(lines) == len(pack.lines("t")), text
        assert [lines[i] for i in reversed(range(len(lines)))] == pack.lines("t")[::-1]
        pack.close()


def test_plain_text_is_normalised_as_unicode_says() -> None:
    """The ASCII shortcut of normalise and clean_query gives what the Unicode database
    gives (control characters, accents: none in ASCII)."""
    import unicodedata

    from kb.search.ranking import clean_query, normalise

    def by_unicode(text: str) -> str:
        return "".join(
            " " if unicodedata.category(ch)[0] == "C" else ch
            for ch in unicodedata.normalize("NFKD", text)
            if not unicodedata.combining(ch)
        ).lower()

    rng = random.Random(11)
    for _ in range(2000):
        text = "".join(chr(rng.randrange(128)) for _ in range(rng.randint(0, 12)))
        plain = text.replace("'", "")
        assert normalise(plain) == by_unicode(plain), repr(plain)
        cleaned = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)
        assert clean_query(text)[0] == " ".join(cleaned.strip().split()), repr(text)
    assert normalise("Éclair\u200b") == "eclair " and clean_query("a\u200bb")[0] == "ab"
